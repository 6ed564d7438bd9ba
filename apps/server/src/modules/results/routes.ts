import multipart from '@fastify/multipart';
import { QUALITY_PATHS, RESULT_IMPORT_MAX_BYTES, RESULT_MESSAGES, RESULT_PATHS, RETCODE, orderResultsQuerySchema, qualityQuerySchema, resultCalls as C, resultSheetQuerySchema, saveResultsBodySchema } from '@tcm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { receiveOneFile } from '../../lib/receive-file';
import { route } from '../../lib/route';
import { OWNER_SCOPED } from '../../lib/route-config';
import { requireSession, requireStaff } from '../../plugins/auth';
import type { ZodTypeProvider } from '../../lib/zod-validation';
import { staffActorOf } from '../staff/actor';
import { resultsTemplate } from './import-workbook';
import { qualityWorkbook } from './quality-workbook';
import { resultsWorkbook } from './workbook';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Staff of one institution, on that institution's orders only. */
const STAFF = { auth: 'institution', ...OWNER_SCOPED } as const;
const MEMBER_OWNED = { auth: 'member', ...OWNER_SCOPED } as const;

/** An order's results as data (issue #21): staff enter them while 检测中; the member reads them once reported. */
const resultRoutes: FastifyPluginAsync = async (app) => {
  const { results, quality } = app.services;
  await app.register(multipart, { limits: { fileSize: RESULT_IMPORT_MAX_BYTES, files: 1, fields: 5, fieldSize: 100, parts: 6 } });

  route(app, C.getResultSheet, { config: STAFF, schema: resultSheetQuerySchema }, async (req) => ok(await results.sheet(requireStaff(req.staff), req.query.orderId)));
  route(app, C.saveResults, { config: STAFF, schema: saveResultsBodySchema }, async (req) =>
    ok(await results.save(staffActorOf(req), req.body), RESULT_MESSAGES.saved),
  );
  route(app, C.getOrderResults, { config: MEMBER_OWNED, schema: orderResultsQuerySchema }, async (req) =>
    ok(await results.ofMember(requireSession(req.session).memberId, req.query.orderId, req.query.reportNo)),
  );
  // A file, not an envelope: by hand, not from a descriptor (a refusal still answers the envelope).
  app.withTypeProvider<ZodTypeProvider>().get(RESULT_PATHS.exportOrderResults, { config: MEMBER_OWNED, schema: { querystring: orderResultsQuerySchema } }, async (req, reply) => {
    const sheet = await results.ofMember(requireSession(req.session).memberId, req.query.orderId, req.query.reportNo);
    reply.header('Content-Type', XLSX_MIME);
    reply.header('Content-Disposition', `attachment; filename="results-${sheet.orderNo}.xlsx"; filename*=UTF-8''${encodeURIComponent(`检测结果-${sheet.orderNo}.xlsx`)}`);
    reply.header('Cache-Control', 'private, no-store');
    return reply.send(await resultsWorkbook(sheet));
  });
  // 质量分析: the member's published results across its orders, and the same rows as a file.
  route(app, C.getQualityAnalysis, { config: MEMBER_OWNED, schema: qualityQuerySchema }, async (req) => ok(await quality.analysis(requireSession(req.session).memberId, req.query)));
  app.withTypeProvider<ZodTypeProvider>().get(QUALITY_PATHS.exportQualityResults, { config: MEMBER_OWNED, schema: { querystring: qualityQuerySchema } }, async (req, reply) => {
    const data = await quality.exportRows(requireSession(req.session).memberId, req.query);
    reply.header('Content-Type', XLSX_MIME);
    reply.header('Content-Disposition', `attachment; filename="quality-${data.from}-${data.to}.xlsx"; filename*=UTF-8''${encodeURIComponent(`质量分析-${data.from}至${data.to}.xlsx`)}`);
    reply.header('Cache-Control', 'private, no-store');
    return reply.send(await qualityWorkbook(data));
  });
  // Import (issue #21): the template of the order's rows, and the filled file back, all rows or none.
  app.withTypeProvider<ZodTypeProvider>().get(RESULT_PATHS.resultsTemplate, { config: STAFF, schema: { querystring: resultSheetQuerySchema } }, async (req, reply) => {
    const sheet = await results.sheet(requireStaff(req.staff), req.query.orderId);
    reply.header('Content-Type', XLSX_MIME);
    reply.header('Content-Disposition', `attachment; filename="results-template-${sheet.orderNo}.xlsx"; filename*=UTF-8''${encodeURIComponent(`检测结果导入模板-${sheet.orderNo}.xlsx`)}`);
    reply.header('Cache-Control', 'private, no-store');
    return reply.send(await resultsTemplate(sheet));
  });
  app.withTypeProvider<ZodTypeProvider>().post(RESULT_PATHS.importResults, { config: STAFF, schema: { querystring: resultSheetQuerySchema } }, async (req) => {
    const { file } = await receiveOneFile(req, { tooLarge: RESULT_MESSAGES.importTooLarge, noFile: RESULT_MESSAGES.importNoFile });
    const { filled, total, ...result } = await results.importFile(staffActorOf(req), req.query.orderId, file);
    // A refusal that carries data: the rows to fix.
    if (result.errors.length) return { retcode: RETCODE.FAILURE, retmsg: RESULT_MESSAGES.importFailed, data: result };
    return ok(result, RESULT_MESSAGES.imported(result.imported, filled, total));
  });
};
export default resultRoutes;
