import { keepPreviousData, type QueryKey, queryOptions } from '@tanstack/react-query';
import type { Endpoint, EndpointInput } from '@tcm/shared';
import { type CallArgs, call } from './call';
import type { CallMeta } from './live-refetch';
import { unwrap } from './unwrap';

/**
 * The query key of a read named by its endpoint: the path first, then the input. Whatever learns
 * that something changed (a mutation, the live stream) refreshes every read of a path, or of every
 * path under a prefix such as '/api/notice/', without knowing how a feature spelled its key. Without
 * an input: the key every read of that path starts with (what a change invalidates).
 */
export function callKey<E extends Endpoint<'GET'>>(endpoint: E, input?: EndpointInput<E>): QueryKey {
  return input === undefined ? [endpoint.path] : [endpoint.path, input];
}

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
