import type { z } from 'zod';
import { ADMIN_AUDIT_PATHS, type AdminPiiReveal, type ApiEnvelope, type adminPiiRevealBodySchema } from '@tcm/shared';
import { request } from '@/lib/request';
import { useEnvelopeMutation } from '@/lib/use-envelope-mutation';

export type RevealPiiBody = z.input<typeof adminPiiRevealBodySchema>;

/**
 * POST api/admin/pii/reveal {kind, id, field}: one masked ID number or mobile in clear. The server
 * writes an audit row for every call, so nothing is cached or refreshed: each 查看 is one reveal.
 */
export function useRevealPii() {
  return useEnvelopeMutation((body: RevealPiiBody): Promise<ApiEnvelope<AdminPiiReveal>> => request.post<AdminPiiReveal>(ADMIN_AUDIT_PATHS.revealPii, body));
}
