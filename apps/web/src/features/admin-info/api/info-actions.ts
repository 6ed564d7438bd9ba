import {
  type adminDictCreateSchema,
  type adminDictEnableSchema,
  type adminDictUpdateSchema,
  type adminHelpCreateSchema,
  type adminHelpReorderSchema,
  type adminHelpUpdateSchema,
  type adminInfoIdSchema,
  type adminProtocolUpdateSchema,
} from '@tcm/shared';
import type { z } from 'zod';
import { useAdminPost } from '@/lib/use-admin-post';
import { ADMIN_INFO_KEY } from './query-keys';

/**
 * POST api/admin/help|protocol|dict/<action>: the operator's changes. One file for all of them
 * because they differ only in the path and the body; the bodies come from the shared schemas.
 */
export interface InfoActionBodies {
  'help/create': z.input<typeof adminHelpCreateSchema>;
  'help/update': z.input<typeof adminHelpUpdateSchema>;
  'help/reorder': z.input<typeof adminHelpReorderSchema>;
  'help/delete': z.input<typeof adminInfoIdSchema>;
  'protocol/update': z.input<typeof adminProtocolUpdateSchema>;
  'dict/create': z.input<typeof adminDictCreateSchema>;
  'dict/update': z.input<typeof adminDictUpdateSchema>;
  'dict/setEnabled': z.input<typeof adminDictEnableSchema>;
  'dict/delete': z.input<typeof adminInfoIdSchema>;
}
export type InfoActionName = keyof InfoActionBodies;

/** The console's POST for `action`; on success every query under ADMIN_INFO_KEY refreshes. */
export function useInfoAction<A extends InfoActionName>(action: A) {
  return useAdminPost<InfoActionBodies[A]>(action, [[ADMIN_INFO_KEY]]);
}
