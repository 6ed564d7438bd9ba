import { ORDER_MESSAGES, addMyTestServiceBodySchema, editMyTestServiceBodySchema, findMyTestServiceQuerySchema, myTestServiceIdQuerySchema, packageCalls as C } from '@tcm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { OWNER_SCOPED } from '../../lib/route-config';
import { requireSession } from '../../plugins/auth';

const MEMBER = { auth: 'member' } as const;
const MEMBER_OWNED = { ...MEMBER, ...OWNER_SCOPED } as const;

/** §7 myTestService (members only; each call works on the caller's own packages). */
const packageRoutes: FastifyPluginAsync = async (app) => {
  const { packages } = app.services;
  route(app, C.findMyTestService, { config: MEMBER_OWNED, schema: findMyTestServiceQuerySchema }, async (req) =>
    ok(await packages.list(requireSession(req.session), req.query)),
  );
  route(app, C.getMyTestService, { config: MEMBER_OWNED, schema: myTestServiceIdQuerySchema }, async (req) =>
    ok(await packages.get(requireSession(req.session), req.query.id)),
  );
  route(app, C.deleteMyTestService, { config: MEMBER_OWNED, schema: myTestServiceIdQuerySchema }, async (req) => {
    await packages.remove(requireSession(req.session), req.query.id);
    return ok(null, ORDER_MESSAGES.packageDeleted);
  });
  // Not owner-scoped: it names no record and always makes the caller's own package.
  route(app, C.addMyTestService, { config: MEMBER, schema: addMyTestServiceBodySchema }, async (req) =>
    ok(await packages.add(requireSession(req.session), req.body), ORDER_MESSAGES.packageSaved),
  );
  route(app, C.editMyTestService, { config: MEMBER_OWNED, schema: editMyTestServiceBodySchema }, async (req) =>
    ok(await packages.edit(requireSession(req.session), req.body), ORDER_MESSAGES.packageSaved),
  );
};
export default packageRoutes;
