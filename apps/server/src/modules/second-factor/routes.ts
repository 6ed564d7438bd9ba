import {
  SECOND_FACTOR_API as API,
  SECURITY_SECOND_FACTOR_MESSAGES as M,
  confirmEnrolBodySchema,
  disableSecondFactorBodySchema,
  loginSecondFactorBodySchema,
  startEnrolBodySchema,
} from '@tcm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import type { ZodTypeProvider } from '../../lib/zod-validation';
import { requireSession } from '../../plugins/auth';

const MEMBER = { auth: 'member' } as const;

/** Issue #17: the second step of a privileged sign-in, and 账号安全 (the authenticator) of both consoles. */
const secondFactorRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { accounts, enrolment } = app.services;

  app.post(API.loginSecondFactor, { schema: { body: loginSecondFactorBodySchema } }, async (req) => ok(await accounts.completeSecondFactor(req.body, { ip: req.ip })));

  app.get(API.status, { config: MEMBER }, async (req) => ok(await enrolment.status(requireSession(req.session))));
  app.post(API.startEnrol, { config: MEMBER, schema: { body: startEnrolBodySchema } }, async (req) =>
    ok(await enrolment.start(requireSession(req.session), req.body, { ip: req.ip })),
  );
  app.post(API.confirmEnrol, { config: MEMBER, schema: { body: confirmEnrolBodySchema } }, async (req) =>
    ok(await enrolment.confirm(requireSession(req.session), req.body, { ip: req.ip }), M.enrolled),
  );
  app.post(API.disable, { config: MEMBER, schema: { body: disableSecondFactorBodySchema } }, async (req) => {
    await enrolment.disable(requireSession(req.session), req.body, { ip: req.ip });
    return ok(null, M.disabled);
  });
};
export default secondFactorRoutes;
