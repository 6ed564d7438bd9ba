import { getEndpoint, postEndpoint } from '../endpoint';
import type * as SecondFactor from '../second-factor';

/**
 * `secondFactorCalls`: Issue #17: 账号安全 (the authenticator) of both consoles; the sign-in's second step is
 * `secondFactorLoginCalls`.
 * @tcm/shared re-exports this file as a namespace (`export * as secondFactorCalls`), so a page carries only
 * the descriptors it uses.
 */

/** The signed-in operator's or staff member's authenticator. */
export const status = getEndpoint<undefined, SecondFactor.SecondFactorStatus>('/api/auth/secondFactor/status');
/** A new secret, shown once. */
export const startEnrol = postEndpoint<typeof SecondFactor.startEnrolBodySchema, SecondFactor.TotpEnrolment>('/api/auth/secondFactor/startEnrol');
/** The app's first code; answers the recovery codes, once. */
export const confirmEnrol = postEndpoint<typeof SecondFactor.confirmEnrolBodySchema, SecondFactor.RecoveryCodes>('/api/auth/secondFactor/confirmEnrol');
export const disable = postEndpoint<typeof SecondFactor.disableSecondFactorBodySchema, null>('/api/auth/secondFactor/disable');
