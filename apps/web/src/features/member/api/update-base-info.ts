import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiEnvelope, UpdateBaseInfoBody } from '@tcm/shared';
import { request } from '@/lib/request';

/** Own call POST api/sysMember/updateBaseInfo: the member's e-mail and avatar (an image it uploaded). */
export function updateBaseInfo(body: UpdateBaseInfoBody): Promise<ApiEnvelope<null>> {
  return request.post<null>('/api/sysMember/updateBaseInfo', body);
}

/** Resolves with the envelope whatever its retcode; on success the profile is read again. */
export function useUpdateBaseInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBaseInfo,
    onSuccess: (result) => {
      if (result.retcode === 1) void queryClient.invalidateQueries({ queryKey: ['member-detail'] });
    },
  });
}
