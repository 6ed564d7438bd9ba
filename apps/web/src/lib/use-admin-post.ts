import type { QueryKey } from '@tanstack/react-query';
import type { ApiEnvelope, ApiPostPath } from '@tcm/shared';
import { request } from './request';
import { useEnvelopeMutation } from './use-envelope-mutation';

/** The console's POST calls, by what follows /api/admin/ (only those the server registers). */
export type AdminPostAction = ApiPostPath extends infer P ? (P extends `/api/admin/${infer A}` ? A : never) : never;

/**
 * POST api/admin/<action>, the operator console's changes: resolves with the envelope (a refusal is
 * the caller's to show); on success every query under `refresh` is asked again.
 */
export function useAdminPost<Body extends object>(action: AdminPostAction, refresh: readonly QueryKey[]) {
  return useEnvelopeMutation((body: Body): Promise<ApiEnvelope<unknown>> => request.post<unknown>(`/api/admin/${action}`, body), refresh);
}
