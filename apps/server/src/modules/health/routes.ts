import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { failure, ok } from '../../lib/envelope';

const NOT_READY = '服务未就绪';
const FAILED_CHECK = { database: '数据库不可用', storage: '文件存储不可用', migrations: '数据库迁移未完成' } as const;

/**
 * Liveness and database reachability, for load balancers and the benchmark floor; readiness (issue
 * #24): 200 when the database and the object store answer and the migrations are current, else 503
 * naming which check failed — a load balancer sends no traffic to the instance meanwhile.
 */
const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/healthz', async () => {
    await sql`select 1`.execute(app.db);
    return ok({ status: 'ok', engine: app.dbEngine });
  });
  app.get('/readyz', async (_req, reply) => {
    const state = await app.services.readiness.check();
    reply.header('Cache-Control', 'no-store');
    if (state.ready) return ok({ status: 'ready', ...state.checks });
    const failed = (Object.keys(FAILED_CHECK) as (keyof typeof FAILED_CHECK)[]).filter((k) => !state.checks[k]).map((k) => FAILED_CHECK[k]);
    return reply.status(503).send({ ...failure(`${NOT_READY}：${failed.join('、')}`), data: state.checks });
  });
};
export default healthRoutes;
