import multipart from '@fastify/multipart';
import {
  ADMIN_LOOKUP_MESSAGES as M,
  MONOGRAPH_IMPORT_MAX_BYTES,
  RETCODE,
  adminLookupCalls as C,
  adminIdOnlySchema,
  adminMonographCreateSchema,
  adminMonographQuerySchema,
  adminMonographUpdateSchema,
  adminStandardCreateSchema,
  adminStandardQuerySchema,
  adminStandardUpdateSchema,
  monographImportDone,
} from '@tcm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { receiveOneFile } from '../../lib/receive-file';
import { route } from '../../lib/route';
import { OPERATOR_ONLY, actorOf } from '../audit/actor';

const TEMPLATE_NAME = encodeURIComponent('药典品种导入模板.xlsx');
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Issue #11: /api/admin/* calls of the lookup management; every call operator-only. */
const adminLookupRoutes: FastifyPluginAsync = async (app) => {
  const { standards, monographs, imports } = app.services.adminLookup;
  await app.register(multipart, { limits: { fileSize: MONOGRAPH_IMPORT_MAX_BYTES, files: 1, fields: 5, fieldSize: 100, parts: 6 } });
  const operator = { config: OPERATOR_ONLY };

  route(app, C.standardQuery, { ...operator, schema: adminStandardQuerySchema }, async (req) => ok(await standards.query(req.query)));
  route(app, C.standardGet, { ...operator, schema: adminIdOnlySchema }, async (req) => ok(await standards.get(req.query.id)));
  route(app, C.standardCreate, { ...operator, schema: adminStandardCreateSchema }, async (req) =>
    ok({ id: await standards.create(actorOf(req), req.body) }, M.standardCreated),
  );
  route(app, C.standardUpdate, { ...operator, schema: adminStandardUpdateSchema }, async (req) => {
    await standards.update(actorOf(req), req.body.id, req.body);
    return ok(null, M.standardSaved);
  });
  route(app, C.standardDelete, { ...operator, schema: adminIdOnlySchema }, async (req) => {
    await standards.remove(actorOf(req), req.body.id);
    return ok(null, M.standardDeleted);
  });

  route(app, C.monographQuery, { ...operator, schema: adminMonographQuerySchema }, async (req) => ok(await monographs.query(req.query)));
  route(app, C.monographGet, { ...operator, schema: adminIdOnlySchema }, async (req) => ok(await monographs.get(req.query.id)));
  route(app, C.monographCreate, { ...operator, schema: adminMonographCreateSchema }, async (req) =>
    ok({ id: await monographs.create(actorOf(req), req.body) }, M.monographCreated),
  );
  route(app, C.monographUpdate, { ...operator, schema: adminMonographUpdateSchema }, async (req) => {
    await monographs.update(actorOf(req), req.body);
    return ok(null, M.monographSaved);
  });
  route(app, C.monographDelete, { ...operator, schema: adminIdOnlySchema }, async (req) => {
    await monographs.remove(actorOf(req), req.body.id);
    return ok(null, M.monographDeleted);
  });

  // By hand, not from descriptors: a multipart upload, and a file rather than an envelope.
  app.post('/api/admin/monograph/import', operator, async (req) => {
    const { file, name } = await receiveOneFile(req, { tooLarge: M.importTooLarge, noFile: M.importNoFile });
    const result = await imports.run(actorOf(req), file, name);
    // A refusal that carries data: the rows to fix.
    if (result.errors.length) return { retcode: RETCODE.FAILURE, retmsg: M.importFailed, data: result };
    return ok(result, monographImportDone(result.created, result.updated));
  });
  app.get('/api/admin/monograph/importTemplate', operator, async (_req, reply) => {
    reply.header('Content-Type', XLSX_MIME);
    reply.header('Content-Disposition', `attachment; filename="monograph-template.xlsx"; filename*=UTF-8''${TEMPLATE_NAME}`);
    return reply.send(await imports.template());
  });
};
export default adminLookupRoutes;
