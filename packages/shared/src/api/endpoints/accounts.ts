import type * as Auth from '../auth';
import { getEndpoint, postEndpoint } from '../endpoint';
import type * as SecondFactorLogin from '../second-factor-login';

/** Register, sign in and out, passwords, and the spec's member lookups (§5, §7). */
export const accountCalls = {
  sendSmsCode: postEndpoint<typeof Auth.sendSmsCodeBodySchema, null>('/api/auth/sendSmsCode'),
  /** The new member comes back signed in. */
  register: postEndpoint<typeof Auth.registerBodySchema, Auth.LoginResult>('/api/auth/register'),
  /** A session, or a second-factor challenge for operators and staff with an authenticator (issue #17). */
  login: postEndpoint<typeof Auth.loginBodySchema, SecondFactorLogin.LoginOutcome>('/api/auth/login'),
  logout: postEndpoint<undefined, null>('/api/auth/logout'),
  changePassword: postEndpoint<typeof Auth.changePasswordBodySchema, null>('/api/auth/changePassword'),
  /** A forgotten password, proven by an SMS code. */
  resetPassword: postEndpoint<typeof Auth.resetPasswordBodySchema, null>('/api/auth/resetPassword'),
  unlockAccount: postEndpoint<typeof Auth.unlockAccountBodySchema, null>('/api/auth/unlockAccount'),
  /** The signed-in member's own profile. */
  getMemberDetail: getEndpoint<typeof Auth.memberDetailQuerySchema, Auth.MemberDetail>('/api/sysMember/getMemberDetail'),
  submitRealName: postEndpoint<typeof Auth.submitRealNameBodySchema, null>('/api/sysMember/submitRealName'),
  /** The member's e-mail and avatar. */
  updateBaseInfo: postEndpoint<typeof Auth.updateBaseInfoBodySchema, null>('/api/sysMember/updateBaseInfo'),
  /** True when a member already uses the mobile. */
  mobileIsExist: getEndpoint<typeof Auth.mobileIsExistQuerySchema, boolean>('/api/mobileIsExist'),
  /** True when the credit code is free: among members (registration) or institutions (`scene: 'settlement'`). */
  judgeUnifyCode: getEndpoint<typeof Auth.judgeUnifyCodeQuerySchema, boolean>('/api/settleCompany/judgeUnifyCode'),
} as const;
