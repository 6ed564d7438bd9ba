import type { ApiEnvelope, SubmitRealNameBody } from '@tcm/shared';
import { request } from '@/lib/request';
import { useEnvelopeMutation } from '@/lib/use-envelope-mutation';

/**
 * POST api/sysMember/submitRealName: a personal member's name and ID card, or a
 * corporate member's company, credit code and own licence image (§4 info status 0/3 → 1).
 */
export function submitRealName(body: SubmitRealNameBody): Promise<ApiEnvelope<null>> {
  return request.post<null>('/api/sysMember/submitRealName', body);
}

/** Resolves with the envelope whatever its retcode; the form shows retmsg either way. */
export function useSubmitRealName() {
  return useEnvelopeMutation(submitRealName);
}
