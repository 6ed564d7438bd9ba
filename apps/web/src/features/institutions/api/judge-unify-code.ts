import { type ApiEnvelope, accountCalls } from '@tcm/shared';
import { call } from '@/lib/call';

/**
 * GET /api/settleCompany/judgeUnifyCode for the settlement form: retcode 1 when the code is
 * valid and free for a new application, retcode 0 with the reason otherwise (already settled,
 * an application pending). `scene=settlement` asks for the institutions' check rather than
 * the registration's (members' codes).
 */
export function judgeSettlementUnifyCode(unifyCode: string): Promise<ApiEnvelope<boolean>> {
  return call(accountCalls.judgeUnifyCode, { unifyCode, scene: 'settlement' });
}
