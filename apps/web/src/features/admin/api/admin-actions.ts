import type { z } from 'zod';
import {
  type adminIdBodySchema,
  type adminMemberBodySchema,
  type adminQualityMarkBodySchema,
  type adminRejectBodySchema,
  type adminRejectRealNameBodySchema,
} from '@tcm/shared';
import { useAdminPost } from '@/lib/use-admin-post';
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

/** The console's POST for `action`; on success every query under ADMIN_KEY refreshes. */
export function useAdminAction<A extends AdminActionName>(action: A) {
  return useAdminPost<AdminActionBodies[A]>(action, [[ADMIN_KEY]]);
}
