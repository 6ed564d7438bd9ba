import type { ApiEnvelope, SilenceLoginResult } from '@tcm/shared';
import { request } from '@/lib/request';

/**
 * §7 GET api/third/silenceLogin: exchanges the parent site's one-time noncestr
 * for a session. Quiet: a failure is swallowed silently (§7, §8).
 */
export function silenceLogin(noncestr: string): Promise<ApiEnvelope<SilenceLoginResult>> {
  return request.get<SilenceLoginResult>('/api/third/silenceLogin', { noncestr }, { quiet: true });
}
