import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  RETCODE,
  type adminIdBodySchema,
  type adminMemberBodySchema,
  type adminQualityMarkBodySchema,
  type adminRejectBodySchema,
  type adminRejectRealNameBodySchema,
  type ApiEnvelope,
} from '@tcm/shared';
import { request } from '@/lib/request';
import { ADMIN_KEY } from './query-keys';

/**
 * POST api/admin/<action>: the operator's decisions. One file for all of them because they differ
 * only in the path and the body; the bodies come from the shared schemas.
 */
export interface AdminActionBodies {
  'settlement/approve': z.input<typeof adminIdBodySchema>;
  'settlement/reject': z.input<typeof adminRejectBodySchema>;
  'member/approveRealName': z.input<typeof adminMemberBodySchema>;
  'member/rejectRealName': z.input<typeof adminRejectRealNameBodySchema>;
  'evaluation/approve': z.input<typeof adminIdBodySchema>;
  'evaluation/reject': z.input<typeof adminRejectBodySchema>;
  'qualityInfo/mark': z.input<typeof adminQualityMarkBodySchema>;
  'product/approve': z.input<typeof adminIdBodySchema>;
  'product/reject': z.input<typeof adminRejectBodySchema>;
}
export type AdminActionName = keyof AdminActionBodies;

/** Resolves with the envelope (a refusal is the caller's to show); on success every console query refreshes. */
export function useAdminAction<A extends AdminActionName>(action: A) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminActionBodies[A]): Promise<ApiEnvelope<unknown>> => request.post<unknown>(`/api/admin/${action}`, body),
    onSuccess: (result) => {
      if (result.retcode === RETCODE.SUCCESS) void queryClient.invalidateQueries({ queryKey: [ADMIN_KEY] });
    },
  });
}
