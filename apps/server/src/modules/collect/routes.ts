import {
  INSTITUTION_MESSAGES,
  addMyCollectBodySchema,
  cacelMyCollectQuerySchema,
  checkMyCollectQuerySchema,
  deleteMyCollectQuerySchema,
  findMyCollectQuerySchema,
} from '@tcm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { OWNER_SCOPED } from '../../lib/route-config';
import type { ZodTypeProvider } from '../../lib/zod-validation';
import { requireSession } from '../../plugins/auth';

const MEMBER = { auth: 'member' } as const;
const MEMBER_OWNED = { ...MEMBER, ...OWNER_SCOPED } as const;

/** §7 myCollect (members only; each call works on the caller's own favourites). */
const collectRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { collect } = app.services;

  app.get('/api/myCollect/findMyCollect', { config: MEMBER_OWNED, schema: { querystring: findMyCollectQuerySchema } }, async (req) =>
    ok(await collect.list(requireSession(req.session), req.query)),
  );
  // Not owner-scoped: it names no record, and always writes the caller's own favourite.
  app.post('/api/myCollect/addMyCollect', { config: MEMBER, schema: { body: addMyCollectBodySchema } }, async (req) => {
    const { record, created } = await collect.add(requireSession(req.session), req.body);
    return ok(record, created ? INSTITUTION_MESSAGES.collected : INSTITUTION_MESSAGES.alreadyCollected);
  });
  app.get('/api/myCollect/cacelMyCollect', { config: MEMBER_OWNED, schema: { querystring: cacelMyCollectQuerySchema } }, async (req) => {
    await collect.cancel(requireSession(req.session), req.query);
    return ok(null, INSTITUTION_MESSAGES.collectCancelled);
  });
  app.get('/api/myCollect/deleteMyCollect', { config: MEMBER_OWNED, schema: { querystring: deleteMyCollectQuerySchema } }, async (req) => {
    await collect.remove(requireSession(req.session), req.query.id);
    return ok(null, INSTITUTION_MESSAGES.collectCancelled);
  });
  app.get('/api/myCollect/checkMyCollect', { config: MEMBER_OWNED, schema: { querystring: checkMyCollectQuerySchema } }, async (req) =>
    ok(await collect.collected(requireSession(req.session), req.query)),
  );
};
export default collectRoutes;
