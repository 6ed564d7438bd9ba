import { type AddSettleCompanyBody, type ApiEnvelope, type SettleApplicationReceipt, institutionCalls } from '@tcm/shared';
import { call } from '@/lib/call';

/**
 * §7 POST api/settleCompany/addSettleCompany (anonymous). Resolves with the envelope:
 * retcode 0 carries the refusal (a pending application for the code, a settled code…).
 */
export function addSettleCompany(body: AddSettleCompanyBody): Promise<ApiEnvelope<SettleApplicationReceipt>> {
  return call(institutionCalls.addSettleCompany, body);
}
