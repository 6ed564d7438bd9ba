import type { ApiEnvelope, SettleApplicationState } from '@tcm/shared';
import { request } from '@/lib/request';

/**
 * §7 GET api/settleCompany/querySettleCompany: an application's state, found by its credit
 * code and mobile together. Run on a button press, so a plain call rather than a query.
 */
export function querySettleCompany(unifyCode: string, mobile: string): Promise<ApiEnvelope<SettleApplicationState>> {
  return request.get<SettleApplicationState>('/api/settleCompany/querySettleCompany', { unifyCode, mobile });
}
