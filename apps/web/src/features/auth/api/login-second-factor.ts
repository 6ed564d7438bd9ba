import { type ApiEnvelope, type LoginResult, type LoginSecondFactorBody, secondFactorLoginCalls } from '@tcm/shared';
import { call } from '@/lib/call';

/** The second step of a privileged sign-in: the challenge and the authenticator's, SMS or recovery code. */
export function loginSecondFactor(body: LoginSecondFactorBody): Promise<ApiEnvelope<LoginResult>> {
  return call(secondFactorLoginCalls.loginSecondFactor, body);
}
