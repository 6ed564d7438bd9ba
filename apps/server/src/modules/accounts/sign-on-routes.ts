import { SSO_SIGNATURE_HEADER, issueNonceBodySchema, knowledgeJumpBodySchema, silenceLoginQuerySchema } from '@tcm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { OWNER_SCOPED } from '../../lib/route-config';
import type { ZodTypeProvider } from '../../lib/zod-validation';
import { requireSession } from '../../plugins/auth';

/** Sign-on between sub-platforms (§2, §4, §7). */
const signOnRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { signOn } = app.services;

  app.post('/api/third/issueNonce', { schema: { body: issueNonceBodySchema } }, async (req) => {
    const signature = req.headers[SSO_SIGNATURE_HEADER];
    return ok(await signOn.issueNonce(req.body, typeof signature === 'string' ? signature : '', { ip: req.ip }));
  });
  app.get('/api/third/silenceLogin', { schema: { querystring: silenceLoginQuerySchema } }, async (req) =>
    ok(await signOn.silenceLogin(req.query.noncestr, { ip: req.ip })),
  );
  app.post('/api/third/knowledgeJumpLink', { config: { auth: 'member', ...OWNER_SCOPED }, schema: { body: knowledgeJumpBodySchema } }, async (req) =>
    ok(await signOn.knowledgeJumpLink(requireSession(req.session), req.body)),
  );
};
export default signOnRoutes;
