import { keepPreviousData, type QueryKey, queryOptions } from '@tanstack/react-query';
import type { Endpoint, EndpointInput } from '@tcm/shared';
import { type CallArgs, call } from './call';
import type { CallMeta } from './live-refetch';
import { unwrap } from './unwrap';

/**
 * A read through its endpoint's descriptor as a query (issue #19 §3): the data of a successful
 * envelope, or the query's error state carrying the server's Chinese message (see `unwrap`). The
 * query remembers the descriptor's path and its input (`meta`, a CallMeta): a live change finds the
 * queries it makes stale by what they read, whatever their keys (issue #22, live-refetch.ts).
 */
export function callQueryOptions<E extends Endpoint<'GET'>>(endpoint: E, input: EndpointInput<E>, queryKey: QueryKey) {
  const meta: CallMeta = { endpoint: endpoint.path, input };
  return queryOptions({ queryKey, meta: { ...meta }, queryFn: ({ signal }) => unwrap(call(endpoint, ...([input, { signal }] as CallArgs<E>))) });
}

/** A page of a list: the previous page stays on screen until the next one arrives. */
export function pagedCallQueryOptions<E extends Endpoint<'GET'>>(endpoint: E, input: EndpointInput<E>, queryKey: QueryKey) {
  return { ...callQueryOptions(endpoint, input, queryKey), placeholderData: keepPreviousData };
}
