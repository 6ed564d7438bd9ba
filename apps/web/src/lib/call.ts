import type { ApiEnvelope, Endpoint, EndpointAnswer, EndpointInput } from '@tcm/shared';
import { type QueryParams, type RequestOptions, get, post } from './request';

/** The input a call takes after its descriptor: none for a call without a schema. */
export type CallArgs<E extends Endpoint> =
  EndpointInput<E> extends undefined ? [input?: undefined, options?: RequestOptions] : [input: EndpointInput<E>, options?: RequestOptions];

/**
 * The one typed way to call the API (issue #19 §3): the endpoint's descriptor from @tcm/shared gives
 * the method and path, types the query or body from the schema the server checks it with, and types
 * the envelope's `data`. It goes through the one request client (§7, §8).
 */
export function call<E extends Endpoint>(endpoint: E, ...[input, options]: CallArgs<E>): Promise<ApiEnvelope<EndpointAnswer<E>>> {
  if (endpoint.method === 'GET') return get<EndpointAnswer<E>>(endpoint.path, (input ?? {}) as QueryParams, options);
  return post<EndpointAnswer<E>>(endpoint.path, (input ?? {}) as object, options);
}
