import {
  SECURITY_SECOND_FACTOR_MESSAGES as M,
  confirmEnrolBodySchema,
  disableSecondFactorBodySchema,
  loginSecondFactorBodySchema,
  secondFactorCalls as C,
  secondFactorLoginCalls,
  startEnrolBodySchema,
} from '@tcm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { requireSession } from '../../plugins/auth';

const MEMBER = { auth: 'member' } as const;

/** Issue #17: the second step of a privileged sign-in, and 账号安全 (the authenticator) of both consoles. */
const secondFactorRoutes: FastifyPluginAsync = async (app) => {
  const { accounts, enrolment } = app.services;

  route(app, secondFactorLoginCalls.loginSecondFactor, { schema: loginSecondFactorBodySchema }, async (req) => ok(await accounts.completeSecondFactor(req.body, { ip: req.ip })));

  route(app, C.status, { config: MEMBER }, async (req) => ok(await enrolment.status(requireSession(req.session))));
  route(app, C.startEnrol, { config: MEMBER, schema: startEnrolBodySchema }, async (req) =>
    ok(await enrolment.start(requireSession(req.session), req.body, { ip: req.ip })),
  );
  route(app, C.confirmEnrol, { config: MEMBER, schema: confirmEnrolBodySchema }, async (req) =>
    ok(await enrolment.confirm(requireSession(req.session), req.body, { ip: req.ip }), M.enrolled),
  );
  route(app, C.disable, { config: MEMBER, schema: disableSecondFactorBodySchema }, async (req) => {
    await enrolment.disable(requireSession(req.session), req.body, { ip: req.ip });
    return ok(null, M.disabled);
  });
};
export default secondFactorRoutes;
