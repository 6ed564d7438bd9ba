import { keepPreviousData, type QueryKey, queryOptions } from '@tanstack/react-query';
import type { Endpoint, EndpointInput } from '@tcm/shared';
import { type CallArgs, call } from './call';
import { unwrap } from './unwrap';

/**
 * A read through its endpoint's descriptor as a query (issue #19 §3): the data of a successful
 * envelope, or the query's error state carrying the server's Chinese message (see `unwrap`).
 */
export function callQueryOptions<E extends Endpoint<'GET'>>(endpoint: E, input: EndpointInput<E>, queryKey: QueryKey) {
  return queryOptions({ queryKey, queryFn: ({ signal }) => unwrap(call(endpoint, ...([input, { signal }] as CallArgs<E>))) });
}

/** A page of a list: the previous page stays on screen until the next one arrives. */
export function pagedCallQueryOptions<E extends Endpoint<'GET'>>(endpoint: E, input: EndpointInput<E>, queryKey: QueryKey) {
  return { ...callQueryOptions(endpoint, input, queryKey), placeholderData: keepPreviousData };
}
