import {
  ACCOUNT_MESSAGES,
  changePasswordBodySchema,
  judgeUnifyCodeQuerySchema,
  loginBodySchema,
  memberDetailQuerySchema,
  mobileIsExistQuerySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  sendSmsCodeBodySchema,
  SIGN_IN_MESSAGES,
  submitRealNameBodySchema,
  unlockAccountBodySchema,
  updateBaseInfoBodySchema,
} from '@tcm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { OWNER_SCOPED } from '../../lib/route-config';
import type { ZodTypeProvider } from '../../lib/zod-validation';
import { requireSession } from '../../plugins/auth';

const MEMBER = { auth: 'member' } as const;

/** Register, sign in and out, passwords, and the spec's member lookups (§5, §7). */
const accountRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { accounts, accountUnlock, realName, profile, settlement, secondFactor } = app.services;

  app.post('/api/auth/sendSmsCode', { schema: { body: sendSmsCodeBodySchema } }, async (req) => {
    await accounts.sendSmsCode(req.body, { ip: req.ip });
    return ok(null, req.body.purpose === 'unlock' ? SIGN_IN_MESSAGES.unlockCodeSent : ACCOUNT_MESSAGES.codeSent);
  });
  app.post('/api/auth/register', { schema: { body: registerBodySchema } }, async (req) =>
    ok(await accounts.register(req.body, { ip: req.ip }), ACCOUNT_MESSAGES.registered),
  );
  app.post('/api/auth/login', { schema: { body: loginBodySchema } }, async (req) => ok(await accounts.login(req.body, { ip: req.ip })));
  app.post('/api/auth/logout', { config: MEMBER }, async (req) => {
    await accounts.logout(requireSession(req.session), { ip: req.ip });
    return ok(null, ACCOUNT_MESSAGES.loggedOut);
  });
  app.post('/api/auth/changePassword', { config: MEMBER, schema: { body: changePasswordBodySchema } }, async (req) => {
    await accounts.changePassword(requireSession(req.session), req.body, { ip: req.ip });
    return ok(null, ACCOUNT_MESSAGES.passwordChanged);
  });
  app.post('/api/auth/resetPassword', { schema: { body: resetPasswordBodySchema } }, async (req) => {
    await accounts.resetPassword(req.body, { ip: req.ip });
    return ok(null, ACCOUNT_MESSAGES.passwordReset);
  });
  app.post('/api/auth/unlockAccount', { schema: { body: unlockAccountBodySchema } }, async (req) => {
    await accountUnlock.unlock(req.body, { ip: req.ip });
    return ok(null, SIGN_IN_MESSAGES.unlocked);
  });

  app.get('/api/sysMember/getMemberDetail', { config: { ...MEMBER, ...OWNER_SCOPED }, schema: { querystring: memberDetailQuerySchema } }, async (req) => {
    const session = requireSession(req.session);
    // Issue #17: credentials handed over in an address never sign in an operator or institution staff.
    if (req.query.handoff) await secondFactor.refusePrivilegedSignOn(session.memberId, 'credential handoff', { ip: req.ip });
    return ok(await accounts.memberDetail(session, req.query.userId));
  });
  app.post('/api/sysMember/submitRealName', { config: MEMBER, schema: { body: submitRealNameBodySchema } }, async (req) => {
    await realName.submit(requireSession(req.session), req.body);
    return ok(null, ACCOUNT_MESSAGES.realNameSubmitted);
  });
  app.post('/api/sysMember/updateBaseInfo', { config: MEMBER, schema: { body: updateBaseInfoBodySchema } }, async (req) => {
    await profile.update(requireSession(req.session), req.body);
    return ok(null, ACCOUNT_MESSAGES.profileSaved);
  });
  app.get('/api/mobileIsExist', { schema: { querystring: mobileIsExistQuerySchema } }, async (req) =>
    ok(await accounts.mobileIsExist(req.query.mobile, { ip: req.ip })),
  );
  app.get('/api/settleCompany/judgeUnifyCode', { schema: { querystring: judgeUnifyCodeQuerySchema } }, async (req) =>
    ok(req.query.scene === 'settlement' ? await settlement.judgeUnifyCode(req.query.unifyCode) : await accounts.judgeUnifyCode(req.query.unifyCode)),
  );
};
export default accountRoutes;
