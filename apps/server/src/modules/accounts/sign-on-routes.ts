import { SSO_SIGNATURE_HEADER, issueNonceBodySchema, knowledgeJumpBodySchema, signOnCalls as C, silenceLoginQuerySchema } from '@tcm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { OWNER_SCOPED } from '../../lib/route-config';
import { requireSession } from '../../plugins/auth';

/** Sign-on between sub-platforms (§2, §4, §7). */
const signOnRoutes: FastifyPluginAsync = async (app) => {
  const { signOn } = app.services;

  route(app, C.issueNonce, { schema: issueNonceBodySchema }, async (req) => {
    const signature = req.headers[SSO_SIGNATURE_HEADER];
    return ok(await signOn.issueNonce(req.body, typeof signature === 'string' ? signature : '', { ip: req.ip }));
  });
  route(app, C.silenceLogin, { schema: silenceLoginQuerySchema }, async (req) => ok(await signOn.silenceLogin(req.query.noncestr, { ip: req.ip })));
  route(app, C.knowledgeJumpLink, { config: { auth: 'member', ...OWNER_SCOPED }, schema: knowledgeJumpBodySchema }, async (req) =>
    ok(await signOn.knowledgeJumpLink(requireSession(req.session), req.body)),
  );
};
export default signOnRoutes;
