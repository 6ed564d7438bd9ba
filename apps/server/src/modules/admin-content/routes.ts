import type { FastifyPluginAsync } from 'fastify';

/** Issue #11: /api/admin/* calls of the content management; every call operator-only. */
const adminContentRoutes: FastifyPluginAsync = async () => {};
export default adminContentRoutes;
