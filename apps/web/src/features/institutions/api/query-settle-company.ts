import { type ApiEnvelope, type SettleApplicationState, institutionCalls } from '@tcm/shared';
import { call } from '@/lib/call';

/**
 * §7 GET api/settleCompany/querySettleCompany: an application's state, found by its credit
 * code and mobile together. Run on a button press, so a plain call rather than a query.
 */
export function querySettleCompany(unifyCode: string, mobile: string): Promise<ApiEnvelope<SettleApplicationState>> {
  return call(institutionCalls.querySettleCompany, { unifyCode, mobile });
}
