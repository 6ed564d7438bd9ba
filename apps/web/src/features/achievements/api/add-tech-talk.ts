import type { ApiEnvelope, TechTalkForm, TechTalkReceipt } from '@tcm/shared';
import { request } from '@/lib/request';
import { useEnvelopeMutation } from '@/lib/use-envelope-mutation';

/** §7 POST techTalk/addTechTalk: a negotiation request on one achievement (visitors too). */
export function addTechTalk(body: TechTalkForm): Promise<ApiEnvelope<TechTalkReceipt>> {
  return request.post<TechTalkReceipt>('/techTalk/addTechTalk', body);
}

export function useAddTechTalk() {
  return useEnvelopeMutation(addTechTalk);
}
