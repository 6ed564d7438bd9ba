import type { AddQualityInfoBody, ApiEnvelope, QualityInfoReceipt } from '@tcm/shared';
import { request } from '@/lib/request';
import { useEnvelopeMutation } from '@/lib/use-envelope-mutation';

/** §7 POST api/qualityInfo/addQualityInfo: a quality-inspection application, recorded for operators. */
export function addQualityInfo(body: AddQualityInfoBody): Promise<ApiEnvelope<QualityInfoReceipt>> {
  return request.post<QualityInfoReceipt>('/api/qualityInfo/addQualityInfo', body);
}

export function useAddQualityInfo() {
  return useEnvelopeMutation(addQualityInfo);
}
