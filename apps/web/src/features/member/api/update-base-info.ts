import type { ApiEnvelope, UpdateBaseInfoBody } from '@tcm/shared';
import { request } from '@/lib/request';
import { useEnvelopeMutation } from '@/lib/use-envelope-mutation';

/** Own call POST api/sysMember/updateBaseInfo: the member's e-mail and avatar (an image it uploaded). */
export function updateBaseInfo(body: UpdateBaseInfoBody): Promise<ApiEnvelope<null>> {
  return request.post<null>('/api/sysMember/updateBaseInfo', body);
}

/** Resolves with the envelope whatever its retcode; on success the profile is read again. */
export function useUpdateBaseInfo() {
  return useEnvelopeMutation(updateBaseInfo, [['member-detail']]);
}
