import type * as Auth from '../auth';
import { getEndpoint, postEndpoint } from '../endpoint';
import type * as SecondFactor from '../second-factor';

/** Issue #17: the second step of a privileged sign-in, and 账号安全 (the authenticator) of both consoles. */
export const secondFactorCalls = {
  /** The challenge login answered, with the authenticator's, SMS or recovery code: the session. */
  loginSecondFactor: postEndpoint<typeof SecondFactor.loginSecondFactorBodySchema, Auth.LoginResult>('/api/auth/loginSecondFactor'),
  /** The signed-in operator's or staff member's authenticator. */
  status: getEndpoint<undefined, SecondFactor.SecondFactorStatus>('/api/auth/secondFactor/status'),
  /** A new secret, shown once. */
  startEnrol: postEndpoint<typeof SecondFactor.startEnrolBodySchema, SecondFactor.TotpEnrolment>('/api/auth/secondFactor/startEnrol'),
  /** The app's first code; answers the recovery codes, once. */
  confirmEnrol: postEndpoint<typeof SecondFactor.confirmEnrolBodySchema, SecondFactor.RecoveryCodes>('/api/auth/secondFactor/confirmEnrol'),
  disable: postEndpoint<typeof SecondFactor.disableSecondFactorBodySchema, null>('/api/auth/secondFactor/disable'),
} as const;
