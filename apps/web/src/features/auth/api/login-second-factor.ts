import { type ApiEnvelope, type LoginResult, type LoginSecondFactorBody, SECOND_FACTOR_API } from '@tcm/shared';
import { request } from '@/lib/request';

/** The second step of a privileged sign-in: the challenge and the authenticator's, SMS or recovery code. */
export function loginSecondFactor(body: LoginSecondFactorBody): Promise<ApiEnvelope<LoginResult>> {
  return request.post<LoginResult>(SECOND_FACTOR_API.loginSecondFactor, body);
}
