import { useQuery } from '@tanstack/react-query';
import {
  type ApiEnvelope,
  type ConfirmEnrolBody,
  type DisableSecondFactorBody,
  type RecoveryCodes,
  type StartEnrolBody,
  type TotpEnrolment,
  secondFactorCalls,
} from '@tcm/shared';
import { call } from '@/lib/call';
import { callQueryOptions } from '@/lib/call-query';

/** 账号安全's calls (issue #17): the authenticator of the signed-in operator or staff member. */
export const SECOND_FACTOR_KEY = ['second-factor-status'] as const;

/** GET api/auth/secondFactor/status: whether the account has an authenticator, keyed by the account. */
export const useSecondFactorStatus = (userId: number | null) =>
  useQuery(callQueryOptions(secondFactorCalls.status, undefined, [...SECOND_FACTOR_KEY, userId]));

/** A new secret, shown once; an enrolled account sends a current code (or a recovery code). */
export function startEnrol(body: StartEnrolBody): Promise<ApiEnvelope<TotpEnrolment>> {
  return call(secondFactorCalls.startEnrol, body);
}

/** The app's first code; answers the ten recovery codes, once. */
export function confirmEnrol(body: ConfirmEnrolBody): Promise<ApiEnvelope<RecoveryCodes>> {
  return call(secondFactorCalls.confirmEnrol, body);
}

export function disableSecondFactor(body: DisableSecondFactorBody): Promise<ApiEnvelope<null>> {
  return call(secondFactorCalls.disable, body);
}
