import {
  INSTITUTION_MESSAGES,
  addMyCollectBodySchema,
  cancelMyCollectQuerySchema,
  checkMyCollectQuerySchema,
  collectCalls as C,
  deleteMyCollectQuerySchema,
  findMyCollectQuerySchema,
} from '@tcm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { OWNER_SCOPED } from '../../lib/route-config';
import { requireSession } from '../../plugins/auth';

const MEMBER = { auth: 'member' } as const;
const MEMBER_OWNED = { ...MEMBER, ...OWNER_SCOPED } as const;

/** §7 myCollect (members only; each call works on the caller's own favourites). */
const collectRoutes: FastifyPluginAsync = async (app) => {
  const { collect } = app.services;

  route(app, C.findMyCollect, { config: MEMBER_OWNED, schema: findMyCollectQuerySchema }, async (req) =>
    ok(await collect.list(requireSession(req.session), req.query)),
  );
  // Not owner-scoped: it names no record, and always writes the caller's own favourite.
  route(app, C.addMyCollect, { config: MEMBER, schema: addMyCollectBodySchema }, async (req) => {
    const { record, created } = await collect.add(requireSession(req.session), req.body);
    return ok(record, created ? INSTITUTION_MESSAGES.collected : INSTITUTION_MESSAGES.alreadyCollected);
  });
  route(app, C.cancelMyCollect, { config: MEMBER_OWNED, schema: cancelMyCollectQuerySchema }, async (req) => {
    await collect.cancel(requireSession(req.session), req.query);
    return ok(null, INSTITUTION_MESSAGES.collectCancelled);
  });
  route(app, C.deleteMyCollect, { config: MEMBER_OWNED, schema: deleteMyCollectQuerySchema }, async (req) => {
    await collect.remove(requireSession(req.session), req.query.id);
    return ok(null, INSTITUTION_MESSAGES.collectCancelled);
  });
  route(app, C.checkMyCollect, { config: MEMBER_OWNED, schema: checkMyCollectQuerySchema }, async (req) =>
    ok(await collect.collected(requireSession(req.session), req.query)),
  );
};
export default collectRoutes;
