import type { RouteOptions } from 'fastify';
import { callableRoutes } from '../helpers/routes';
import type { OwnershipRow } from './ownership-matrix';

/** Owner-scoped routes that have no row in the matrix, as `METHOD /path`. */
export function routesMissingFromMatrix(catalog: readonly RouteOptions[], matrix: readonly OwnershipRow[]): string[] {
  const covered = new Set(matrix.map((r) => r.route));
  return callableRoutes(catalog)
    .filter((r) => r.ownerScoped)
    .map((r) => `${r.method} ${r.url}`)
    .filter((key) => !covered.has(key));
}
