import { type ApiEnvelope, type SilenceLoginResult, signOnCalls } from '@tcm/shared';
import { call } from '@/lib/call';

/**
 * §7 GET api/third/silenceLogin: exchanges the parent site's one-time noncestr
 * for a session. Quiet: a failure is swallowed silently (§7, §8).
 */
export function silenceLogin(noncestr: string): Promise<ApiEnvelope<SilenceLoginResult>> {
  return call(signOnCalls.silenceLogin, { noncestr }, { quiet: true });
}
