import type { FastifyPluginAsync } from 'fastify';

/** Issue #11: /api/admin/* calls of the info management; every call operator-only. */
const adminInfoRoutes: FastifyPluginAsync = async () => {};
export default adminInfoRoutes;
