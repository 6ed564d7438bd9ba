import type * as Auth from '../auth';
import { postEndpoint } from '../endpoint';
import type * as SecondFactor from '../second-factor';

/**
 * `secondFactorLoginCalls`: Issue #17: the second step of a privileged sign-in. Apart from 账号安全's
 * `secondFactorCalls`, so the sign-in pages and the consoles share no file of descriptors (a shared one
 * cost every console page a script before its first paint). @tcm/shared re-exports this file as a namespace.
 */

/** The challenge login answered, with the authenticator's, SMS or recovery code: the session. */
export const loginSecondFactor = postEndpoint<typeof SecondFactor.loginSecondFactorBodySchema, Auth.LoginResult>('/api/auth/loginSecondFactor');
