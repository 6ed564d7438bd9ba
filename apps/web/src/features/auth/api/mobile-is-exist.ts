import { type ApiEnvelope, accountCalls } from '@tcm/shared';
import { call } from '@/lib/call';

/** GET /api/mobileIsExist: data true when a member already uses the mobile. */
export function mobileIsExist(mobile: string): Promise<ApiEnvelope<boolean>> {
  return call(accountCalls.mobileIsExist, { mobile });
}
