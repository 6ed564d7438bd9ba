import {
  type adminIdOnlySchema,
  type adminMonographCreateSchema,
  type adminMonographUpdateSchema,
  type adminStandardCreateSchema,
  type adminStandardUpdateSchema,
} from '@tcm/shared';
import type { z } from 'zod';
import { useAdminPost } from '@/lib/use-admin-post';
import { ADMIN_LOOKUP_KEY } from './query-keys';

/**
 * POST api/admin/standard|monograph/<action>: the operator's changes. One file for the six because
 * they differ only in the path and the body; the bodies come from the shared schemas.
 */
export interface LookupActionBodies {
  'standard/create': z.input<typeof adminStandardCreateSchema>;
  'standard/update': z.input<typeof adminStandardUpdateSchema>;
  'standard/delete': z.input<typeof adminIdOnlySchema>;
  'monograph/create': z.input<typeof adminMonographCreateSchema>;
  'monograph/update': z.input<typeof adminMonographUpdateSchema>;
  'monograph/delete': z.input<typeof adminIdOnlySchema>;
}
export type LookupActionName = keyof LookupActionBodies;

/** The console's POST for `action`; on success every query under ADMIN_LOOKUP_KEY refreshes. */
export function useLookupAction<A extends LookupActionName>(action: A) {
  return useAdminPost<LookupActionBodies[A]>(action, [[ADMIN_LOOKUP_KEY]]);
}
