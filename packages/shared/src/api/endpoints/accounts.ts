import type * as Auth from '../auth';
import { getEndpoint, postEndpoint } from '../endpoint';
import type * as SecondFactorLogin from '../second-factor-login';

/**
 * `accountCalls`: Register, sign in and out, passwords, and the spec's member lookups (§5, §7).
 * @tcm/shared re-exports this file as a namespace (`export * as accountCalls`), so a page carries only
 * the descriptors it uses.
 */

export const sendSmsCode = postEndpoint<typeof Auth.sendSmsCodeBodySchema, null>('/api/auth/sendSmsCode');
/** The new member comes back signed in. */
export const register = postEndpoint<typeof Auth.registerBodySchema, Auth.LoginResult>('/api/auth/register');
/** A session, or a second-factor challenge for operators and staff with an authenticator (issue #17). */
export const login = postEndpoint<typeof Auth.loginBodySchema, SecondFactorLogin.LoginOutcome>('/api/auth/login');
export const logout = postEndpoint<undefined, null>('/api/auth/logout');
export const changePassword = postEndpoint<typeof Auth.changePasswordBodySchema, null>('/api/auth/changePassword');
/** A forgotten password, proven by an SMS code. */
export const resetPassword = postEndpoint<typeof Auth.resetPasswordBodySchema, null>('/api/auth/resetPassword');
export const unlockAccount = postEndpoint<typeof Auth.unlockAccountBodySchema, null>('/api/auth/unlockAccount');
/** The signed-in member's own profile. */
export const getMemberDetail = getEndpoint<typeof Auth.memberDetailQuerySchema, Auth.MemberDetail>('/api/sysMember/getMemberDetail');
export const submitRealName = postEndpoint<typeof Auth.submitRealNameBodySchema, null>('/api/sysMember/submitRealName');
/** The member's e-mail and avatar. */
export const updateBaseInfo = postEndpoint<typeof Auth.updateBaseInfoBodySchema, null>('/api/sysMember/updateBaseInfo');
/** True when a member already uses the mobile. */
export const mobileIsExist = getEndpoint<typeof Auth.mobileIsExistQuerySchema, boolean>('/api/mobileIsExist');
/** True when the credit code is free: among members (registration) or institutions (`scene: 'settlement'`). */
export const judgeUnifyCode = getEndpoint<typeof Auth.judgeUnifyCodeQuerySchema, boolean>('/api/settleCompany/judgeUnifyCode');
