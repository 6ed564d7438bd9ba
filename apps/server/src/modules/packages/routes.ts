import { ORDER_MESSAGES, addMyTestServiceBodySchema, editMyTestServiceBodySchema, findMyTestServiceQuerySchema, myTestServiceIdQuerySchema } from '@tcm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { OWNER_SCOPED } from '../../lib/route-config';
import type { ZodTypeProvider } from '../../lib/zod-validation';
import { requireSession } from '../../plugins/auth';

const MEMBER = { auth: 'member' } as const;
const MEMBER_OWNED = { ...MEMBER, ...OWNER_SCOPED } as const;

/** §7 myTestService (members only; each call works on the caller's own packages). */
const packageRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { packages } = app.services;
  const P = '/api/myTestService';
  app.get(`${P}/findMyTestService`, { config: MEMBER_OWNED, schema: { querystring: findMyTestServiceQuerySchema } }, async (req) =>
    ok(await packages.list(requireSession(req.session), req.query)),
  );
  app.get(`${P}/getMyTestService`, { config: MEMBER_OWNED, schema: { querystring: myTestServiceIdQuerySchema } }, async (req) =>
    ok(await packages.get(requireSession(req.session), req.query.id)),
  );
  app.get(`${P}/deleteMyTestService`, { config: MEMBER_OWNED, schema: { querystring: myTestServiceIdQuerySchema } }, async (req) => {
    await packages.remove(requireSession(req.session), req.query.id);
    return ok(null, ORDER_MESSAGES.packageDeleted);
  });
  // Not owner-scoped: it names no record and always makes the caller's own package.
  app.post(`${P}/addMyTestService`, { config: MEMBER, schema: { body: addMyTestServiceBodySchema } }, async (req) =>
    ok(await packages.add(requireSession(req.session), req.body), ORDER_MESSAGES.packageSaved),
  );
  app.post(`${P}/editMyTestService`, { config: MEMBER_OWNED, schema: { body: editMyTestServiceBodySchema } }, async (req) =>
    ok(await packages.edit(requireSession(req.session), req.body), ORDER_MESSAGES.packageSaved),
  );
};
export default packageRoutes;
