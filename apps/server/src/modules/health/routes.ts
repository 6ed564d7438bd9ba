import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { ok } from '../../lib/envelope';

/** Liveness and database reachability, for load balancers and the benchmark floor. */
const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/healthz', async () => {
    await sql`select 1`.execute(app.db);
    return ok({ status: 'ok', engine: app.dbEngine });
  });
};
export default healthRoutes;
