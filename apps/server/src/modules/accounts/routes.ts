import {
  ACCOUNT_MESSAGES,
  accountCalls as C,
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
import { route } from '../../lib/route';
import { OWNER_SCOPED } from '../../lib/route-config';
import { requireSession } from '../../plugins/auth';

const MEMBER = { auth: 'member' } as const;

/** Register, sign in and out, passwords, and the spec's member lookups (§5, §7). */
const accountRoutes: FastifyPluginAsync = async (app) => {
  const { accounts, accountUnlock, realName, profile, settlement, secondFactor } = app.services;

  route(app, C.sendSmsCode, { schema: sendSmsCodeBodySchema }, async (req) => {
    await accounts.sendSmsCode(req.body, { ip: req.ip });
    return ok(null, req.body.purpose === 'unlock' ? SIGN_IN_MESSAGES.unlockCodeSent : ACCOUNT_MESSAGES.codeSent);
  });
  route(app, C.register, { schema: registerBodySchema }, async (req) =>
    ok(await accounts.register(req.body, { ip: req.ip }), ACCOUNT_MESSAGES.registered),
  );
  route(app, C.login, { schema: loginBodySchema }, async (req) => ok(await accounts.login(req.body, { ip: req.ip })));
  route(app, C.logout, { config: MEMBER }, async (req) => {
    await accounts.logout(requireSession(req.session), { ip: req.ip });
    return ok(null, ACCOUNT_MESSAGES.loggedOut);
  });
  route(app, C.changePassword, { config: MEMBER, schema: changePasswordBodySchema }, async (req) => {
    await accounts.changePassword(requireSession(req.session), req.body, { ip: req.ip });
    return ok(null, ACCOUNT_MESSAGES.passwordChanged);
  });
  route(app, C.resetPassword, { schema: resetPasswordBodySchema }, async (req) => {
    await accounts.resetPassword(req.body, { ip: req.ip });
    return ok(null, ACCOUNT_MESSAGES.passwordReset);
  });
  route(app, C.unlockAccount, { schema: unlockAccountBodySchema }, async (req) => {
    await accountUnlock.unlock(req.body, { ip: req.ip });
    return ok(null, SIGN_IN_MESSAGES.unlocked);
  });

  route(app, C.getMemberDetail, { config: { ...MEMBER, ...OWNER_SCOPED }, schema: memberDetailQuerySchema }, async (req) => {
    const session = requireSession(req.session);
    // Issue #17: credentials handed over in an address never sign in an operator or institution staff.
    if (req.query.handoff) await secondFactor.refusePrivilegedSignOn(session.memberId, 'credential handoff', { ip: req.ip });
    return ok(await accounts.memberDetail(session, req.query.userId));
  });
  route(app, C.submitRealName, { config: MEMBER, schema: submitRealNameBodySchema }, async (req) => {
    await realName.submit(requireSession(req.session), req.body);
    return ok(null, ACCOUNT_MESSAGES.realNameSubmitted);
  });
  route(app, C.updateBaseInfo, { config: MEMBER, schema: updateBaseInfoBodySchema }, async (req) => {
    await profile.update(requireSession(req.session), req.body);
    return ok(null, ACCOUNT_MESSAGES.profileSaved);
  });
  route(app, C.mobileIsExist, { schema: mobileIsExistQuerySchema }, async (req) => ok(await accounts.mobileIsExist(req.query.mobile, { ip: req.ip })));
  route(app, C.judgeUnifyCode, { schema: judgeUnifyCodeQuerySchema }, async (req) =>
    ok(req.query.scene === 'settlement' ? await settlement.judgeUnifyCode(req.query.unifyCode) : await accounts.judgeUnifyCode(req.query.unifyCode)),
  );
};
export default accountRoutes;
