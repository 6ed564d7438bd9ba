import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  RETCODE,
  type adminIdOnlySchema,
  type adminMonographCreateSchema,
  type adminMonographUpdateSchema,
  type adminStandardCreateSchema,
  type adminStandardUpdateSchema,
  type ApiEnvelope,
} from '@tcm/shared';
import type { z } from 'zod';
import { request } from '@/lib/request';
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

/** Resolves with the envelope (a refusal is the caller's to show); on success every lookup query refreshes. */
export function useLookupAction<A extends LookupActionName>(action: A) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LookupActionBodies[A]): Promise<ApiEnvelope<unknown>> => request.post<unknown>(`/api/admin/${action}`, body),
    onSuccess: (result) => {
      if (result.retcode === RETCODE.SUCCESS) void queryClient.invalidateQueries({ queryKey: [ADMIN_LOOKUP_KEY] });
    },
  });
}
