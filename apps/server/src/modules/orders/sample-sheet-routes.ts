import multipart from '@fastify/multipart';
import { RETCODE, SAMPLE_SHEET_MAX_BYTES, SAMPLE_SHEET_PATHS, sampleSheetQuerySchema } from '@tcm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { receiveOneFile } from '../../lib/receive-file';
import type { ZodTypeProvider } from '../../lib/zod-validation';
import { SAMPLE_SHEET_MESSAGES as M } from './sample-sheet-messages';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/**
 * Signed-in members, not owner-scoped: the template lists an institution's public services and the
 * check reads only the uploaded file (it stores nothing).
 */
const MEMBER = { auth: 'member' } as const;

/** 批量导入样品 (issue #21): a file and a multipart upload, so both by hand (not from a descriptor). */
const sampleSheetRoutes: FastifyPluginAsync = async (app) => {
  const { sampleSheets } = app.services;
  await app.register(multipart, { limits: { fileSize: SAMPLE_SHEET_MAX_BYTES, files: 1, fields: 5, fieldSize: 100, parts: 6 } });
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(SAMPLE_SHEET_PATHS.template, { config: MEMBER, schema: { querystring: sampleSheetQuerySchema } }, async (req, reply) => {
    const { institutionName, file } = await sampleSheets.template(req.query.institutionId);
    reply.header('Content-Type', XLSX_MIME);
    reply.header('Content-Disposition', `attachment; filename="sample-sheet-${req.query.institutionId}.xlsx"; filename*=UTF-8''${encodeURIComponent(`样品清单模板-${institutionName}.xlsx`)}`);
    reply.header('Cache-Control', 'private, no-store');
    return reply.send(file);
  });
  typed.post(SAMPLE_SHEET_PATHS.check, { config: MEMBER, schema: { querystring: sampleSheetQuerySchema } }, async (req) => {
    const { file } = await receiveOneFile(req, { tooLarge: M.tooLarge, noFile: M.noFile });
    const result = await sampleSheets.check(req.query.institutionId, file);
    // A refusal that carries data: the rows to fix.
    if (result.errors.length) return { retcode: RETCODE.FAILURE, retmsg: M.failed, data: result };
    return ok(result, M.checked(result.samples.length, result.items.length));
  });
};
export default sampleSheetRoutes;
