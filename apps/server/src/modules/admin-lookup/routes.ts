import type { FastifyPluginAsync } from 'fastify';

/** Issue #11: /api/admin/* calls of the lookup management; every call operator-only. */
const adminLookupRoutes: FastifyPluginAsync = async () => {};
export default adminLookupRoutes;
