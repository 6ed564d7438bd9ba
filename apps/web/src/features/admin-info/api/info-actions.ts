import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  RETCODE,
  type adminDictCreateSchema,
  type adminDictEnableSchema,
  type adminDictUpdateSchema,
  type adminHelpCreateSchema,
  type adminHelpReorderSchema,
  type adminHelpUpdateSchema,
  type adminInfoIdSchema,
  type adminProtocolUpdateSchema,
  type ApiEnvelope,
} from '@tcm/shared';
import type { z } from 'zod';
import { request } from '@/lib/request';
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

/** Resolves with the envelope (a refusal is the caller's to show); on success every info query refreshes. */
export function useInfoAction<A extends InfoActionName>(action: A) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InfoActionBodies[A]): Promise<ApiEnvelope<unknown>> => request.post<unknown>(`/api/admin/${action}`, body),
    onSuccess: (result) => {
      if (result.retcode === RETCODE.SUCCESS) void queryClient.invalidateQueries({ queryKey: [ADMIN_INFO_KEY] });
    },
  });
}
