import multipart from '@fastify/multipart';
import {
  ANONYMOUS_UPLOAD_SCENES,
  FILE_MESSAGES,
  PRIVATE_FILE_MESSAGES,
  UPLOAD_MAX_BYTES,
  fileCalls as C,
  fileServeQuerySchema,
  ocrLicenseQuerySchema,
  uploadQuerySchema,
} from '@tcm/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ok } from '../../lib/envelope';
import { BusinessError, LoginRequiredError } from '../../lib/errors';
import { route } from '../../lib/route';
import type { ZodTypeProvider } from '../../lib/zod-validation';
import { RATE_POLICIES } from '../rate-limit/service';
import type { ReceivedFile } from './service';

const isAnonymousScene = (scene: string | undefined) => (ANONYMOUS_UPLOAD_SCENES as readonly (string | undefined)[]).includes(scene);

/**
 * Who asks for a private file: the session of the Token header (the auth plugin reads no cookie,
 * which another site's <img> or link would send), and whether it passed a second factor.
 */
const viewerOf = (req: FastifyRequest) => ({ memberId: req.session?.memberId ?? null, secondFactor: !!req.session?.secondFactor });

/** §7 uploadFile and the files it stored (both raw: a multipart body, and bytes rather than an envelope), and the licence OCR. */
const fileRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { files, rateLimit, ocr } = app.services;
  const { uploadLimits } = app.services;
  // Under 30 MB (§5): the limit cuts the stream at 30 MiB − 1 byte; fields are small flags.
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES - 1, files: 1, fields: 5, fieldSize: 100, parts: 6 } });

  app.post('/api/uploadFile', { schema: { querystring: uploadQuerySchema } }, async (req) => {
    // Only the settlement and registration scenes take visitors; a private document needs its owner signed in.
    const anonymous = isAnonymousScene(req.query.scene);
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

  route(fastify, C.ocrBusinessLicense, { schema: ocrLicenseQuerySchema }, async (req) => {
    await rateLimit.consume(RATE_POLICIES.ocr, req.ip);
    const { fileUrl, exp, sig } = req.query;
    return ok(await ocr.readLicence(fileUrl, { ...viewerOf(req), exp, sig }));
  });

  app.get('/files/:key', { schema: { querystring: fileServeQuerySchema } }, async (req, reply) => {
    const { key } = req.params as { key: string };
    const file = await files.open(key, req.query.w, { ...viewerOf(req), exp: req.query.exp, sig: req.query.sig });
    if (file === 'private' || !file) {
      reply.header('Cache-Control', 'private, no-store');
      if (file === 'private') return reply.status(403).send({ retcode: 0, retmsg: PRIVATE_FILE_MESSAGES.refused, data: null });
      return reply.status(404).send({ retcode: 0, retmsg: FILE_MESSAGES.notFound, data: null });
    }
    reply.header('Cache-Control', file.isPrivate ? 'private, no-store' : 'public, max-age=31536000, immutable');
    reply.header('Content-Type', file.mime);
    if (file.ext === 'pdf' || file.ext === 'ofd') reply.header('Content-Disposition', `attachment; filename="${key}"`);
    return reply.send(file.stream);
  });
};
export default fileRoutes;
