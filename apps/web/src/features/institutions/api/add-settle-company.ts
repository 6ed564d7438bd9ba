import type { AddSettleCompanyBody, ApiEnvelope, SettleApplicationReceipt } from '@tcm/shared';
import { request } from '@/lib/request';

/**
 * §7 POST api/settleCompany/addSettleCompany (anonymous). Resolves with the envelope:
 * retcode 0 carries the refusal (a pending application for the code, a settled code…).
 */
export function addSettleCompany(body: AddSettleCompanyBody): Promise<ApiEnvelope<SettleApplicationReceipt>> {
  return request.post<SettleApplicationReceipt>('/api/settleCompany/addSettleCompany', body);
}
