import type { FastifyRequest } from 'fastify';

/**
 * Issue #24: the route a request matched, as registered (`/files/:key`, never `/files/ab12…?sig=…`),
 * for the request log and the metrics: a bounded set of values that holds no caller's data. A
 * request no route matched was answered by the fallback (a page of the web app, or the 404 envelope).
 */
export const FALLBACK_ROUTE = '(fallback)';

export function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? FALLBACK_ROUTE;
}
