import {
  ADMIN_INFO_MESSAGES as M,
  adminInfoCalls as C,
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
import { route } from '../../lib/route';
import { OPERATOR_ONLY, actorOf } from '../audit/actor';

/** Issue #11: /api/admin/* calls of the info management (help Q&A, protocols, dictionary); every call operator-only. */
const adminInfoRoutes: FastifyPluginAsync = async (app) => {
  const { help, protocols, dict } = app.services.adminInfo;
  const cfg = { config: OPERATOR_ONLY };

  route(app, C.categories, cfg, async () => ok(await help.categories()));
  route(app, C.helpQuery, { ...cfg, schema: adminHelpQuerySchema }, async (req) => ok(await help.query(req.query)));
  route(app, C.helpGet, { ...cfg, schema: adminInfoIdSchema }, async (req) => ok(await help.get(req.query.id)));
  route(app, C.helpCreate, { ...cfg, schema: adminHelpCreateSchema }, async (req) => ok(await help.create(actorOf(req), req.body), M.helpCreated));
  route(app, C.helpUpdate, { ...cfg, schema: adminHelpUpdateSchema }, async (req) => {
    const { id, ...input } = req.body;
    await help.update(actorOf(req), id, input);
    return ok(null, M.helpSaved);
  });
  route(app, C.reorder, { ...cfg, schema: adminHelpReorderSchema }, async (req) => {
    await help.reorder(actorOf(req), req.body.categoryId, req.body.ids);
    return ok(null, M.helpReordered);
  });
  route(app, C.helpDelete, { ...cfg, schema: adminInfoIdSchema }, async (req) => {
    await help.remove(actorOf(req), req.body.id);
    return ok(null, M.helpDeleted);
  });

  route(app, C.protocolQuery, cfg, async () => ok(await protocols.list()));
  route(app, C.protocolGet, { ...cfg, schema: adminInfoIdSchema }, async (req) => ok(await protocols.get(req.query.id)));
  route(app, C.protocolUpdate, { ...cfg, schema: adminProtocolUpdateSchema }, async (req) =>
    ok(await protocols.update(actorOf(req), req.body), M.protocolSaved),
  );

  route(app, C.types, cfg, async () => ok(await dict.types()));
  route(app, C.dictQuery, { ...cfg, schema: adminDictQuerySchema }, async (req) => ok(await dict.query(req.query)));
  route(app, C.dictCreate, { ...cfg, schema: adminDictCreateSchema }, async (req) => ok(await dict.create(actorOf(req), req.body), M.dictCreated));
  route(app, C.dictUpdate, { ...cfg, schema: adminDictUpdateSchema }, async (req) => {
    await dict.update(actorOf(req), req.body);
    return ok(null, M.dictSaved);
  });
  route(app, C.setEnabled, { ...cfg, schema: adminDictEnableSchema }, async (req) => {
    await dict.setEnabled(actorOf(req), req.body.id, req.body.enabled);
    return ok(null, req.body.enabled ? M.dictEnabled : M.dictDisabled);
  });
  route(app, C.dictDelete, { ...cfg, schema: adminInfoIdSchema }, async (req) => {
    await dict.remove(actorOf(req), req.body.id);
    return ok(null, M.dictDeleted);
  });
};
export default adminInfoRoutes;
