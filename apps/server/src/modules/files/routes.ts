import multipart from '@fastify/multipart';
import { FILE_MESSAGES, INSTITUTION_MESSAGES, UPLOAD_MAX_BYTES, ocrLicenseQuerySchema, fileServeQuerySchema, uploadQuerySchema } from '@tcm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { BusinessError, LoginRequiredError } from '../../lib/errors';
import type { ZodTypeProvider } from '../../lib/zod-validation';
import { RATE_POLICIES } from '../rate-limit/service';
import type { ReceivedFile } from './service';

/** §7 uploadFile and the files it stored. */
const fileRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { files, rateLimit, ocr } = app.services;
  const { uploadLimits } = app.services;
  // Under 30 MB (§5): the limit cuts the stream at 30 MiB − 1 byte; fields are small flags.
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES - 1, files: 1, fields: 5, fieldSize: 100, parts: 6 } });

  app.post('/api/uploadFile', { schema: { querystring: uploadQuerySchema } }, async (req) => {
    const anonymous = req.query.scene !== undefined;
    if (!anonymous && !req.session) throw new LoginRequiredError();
    if (anonymous && !req.session) await rateLimit.consume(RATE_POLICIES.anonymousUpload, req.ip);
    // Issue #17: free disk and today's budgets before a byte is read; pixels and bytes received after.
    const uploader = { memberId: req.session?.memberId ?? null, ip: req.ip };
    await uploadLimits.admit(uploader);
    let received: ReceivedFile | undefined;
    const fields: Record<string, string> = {};
    try {
      for await (const part of req.parts()) {
        if (part.type === 'file') {
          if (received) throw new BusinessError(FILE_MESSAGES.tooManyFiles);
          received = await files.receive(part.file, part.filename, () => part.file.truncated);
        } else {
          fields[part.fieldname] = String(part.value);
        }
      }
      if (received) await uploadLimits.accept(uploader, received);
    } catch (err) {
      if (received) await files.discard(received);
      throw err;
    }
    if (!received) throw new BusinessError(FILE_MESSAGES.noFile);
    const result = await files.store(received, {
      memberId: req.session?.memberId ?? null,
      scene: req.query.scene ?? 'member',
      watermark: fields.needWatermark === 'true',
      thumbnail: fields.thumbImageFlag === 'true',
    });
    return ok(result, FILE_MESSAGES.uploaded);
  });

  app.get('/api/ocrBusinessLicense', { schema: { querystring: ocrLicenseQuerySchema } }, async (req) => {
    await rateLimit.consume(RATE_POLICIES.ocr, req.ip);
    return ok(await ocr.readLicence(req.query.fileUrl));
  });

  app.get('/files/:key', { schema: { querystring: fileServeQuerySchema } }, async (req, reply) => {
    const { key } = req.params as { key: string };
    const file = await files.open(key, req.query.w, req.query);
    if (file === 'private') return reply.status(403).send({ retcode: 0, retmsg: INSTITUTION_MESSAGES.attachmentPrivate, data: null });
    if (!file) {
      return reply.status(404).send({ retcode: 0, retmsg: FILE_MESSAGES.notFound, data: null });
    }
    reply.header('Cache-Control', file.isPrivate ? 'private, no-store' : 'public, max-age=31536000, immutable');
    reply.header('Content-Type', file.mime);
    if (file.ext === 'pdf') reply.header('Content-Disposition', `attachment; filename="${key}"`);
    return reply.send(file.stream);
  });
};
export default fileRoutes;
