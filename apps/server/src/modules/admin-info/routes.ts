import {
  ADMIN_INFO_MESSAGES as M,
  adminDictCreateSchema,
  adminDictEnableSchema,
  adminDictQuerySchema,
  adminDictUpdateSchema,
  adminHelpCreateSchema,
  adminHelpQuerySchema,
  adminHelpReorderSchema,
  adminHelpUpdateSchema,
  adminInfoIdSchema,
  adminProtocolUpdateSchema,
} from '@tcm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import type { ZodTypeProvider } from '../../lib/zod-validation';
import { OPERATOR_ONLY, actorOf } from '../audit/actor';

/** Issue #11: /api/admin/* calls of the info management (help Q&A, protocols, dictionary); every call operator-only. */
const adminInfoRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { help, protocols, dict } = app.services.adminInfo;
  const cfg = { config: OPERATOR_ONLY };

  app.get('/api/admin/help/categories', cfg, async () => ok(await help.categories()));
  app.get('/api/admin/help/query', { ...cfg, schema: { querystring: adminHelpQuerySchema } }, async (req) => ok(await help.query(req.query)));
  app.get('/api/admin/help/get', { ...cfg, schema: { querystring: adminInfoIdSchema } }, async (req) => ok(await help.get(req.query.id)));
  app.post('/api/admin/help/create', { ...cfg, schema: { body: adminHelpCreateSchema } }, async (req) => ok(await help.create(actorOf(req), req.body), M.helpCreated));
  app.post('/api/admin/help/update', { ...cfg, schema: { body: adminHelpUpdateSchema } }, async (req) => {
    const { id, ...input } = req.body;
    await help.update(actorOf(req), id, input);
    return ok(null, M.helpSaved);
  });
  app.post('/api/admin/help/reorder', { ...cfg, schema: { body: adminHelpReorderSchema } }, async (req) => {
    await help.reorder(actorOf(req), req.body.categoryId, req.body.ids);
    return ok(null, M.helpReordered);
  });
  app.post('/api/admin/help/delete', { ...cfg, schema: { body: adminInfoIdSchema } }, async (req) => {
    await help.remove(actorOf(req), req.body.id);
    return ok(null, M.helpDeleted);
  });

  app.get('/api/admin/protocol/query', cfg, async () => ok(await protocols.list()));
  app.get('/api/admin/protocol/get', { ...cfg, schema: { querystring: adminInfoIdSchema } }, async (req) => ok(await protocols.get(req.query.id)));
  app.post('/api/admin/protocol/update', { ...cfg, schema: { body: adminProtocolUpdateSchema } }, async (req) =>
    ok(await protocols.update(actorOf(req), req.body), M.protocolSaved),
  );

  app.get('/api/admin/dict/types', cfg, async () => ok(await dict.types()));
  app.get('/api/admin/dict/query', { ...cfg, schema: { querystring: adminDictQuerySchema } }, async (req) => ok(await dict.query(req.query)));
  app.post('/api/admin/dict/create', { ...cfg, schema: { body: adminDictCreateSchema } }, async (req) => ok(await dict.create(actorOf(req), req.body), M.dictCreated));
  app.post('/api/admin/dict/update', { ...cfg, schema: { body: adminDictUpdateSchema } }, async (req) => {
    await dict.update(actorOf(req), req.body);
    return ok(null, M.dictSaved);
  });
  app.post('/api/admin/dict/setEnabled', { ...cfg, schema: { body: adminDictEnableSchema } }, async (req) => {
    await dict.setEnabled(actorOf(req), req.body.id, req.body.enabled);
    return ok(null, req.body.enabled ? M.dictEnabled : M.dictDisabled);
  });
  app.post('/api/admin/dict/delete', { ...cfg, schema: { body: adminInfoIdSchema } }, async (req) => {
    await dict.remove(actorOf(req), req.body.id);
    return ok(null, M.dictDeleted);
  });
};
export default adminInfoRoutes;
