import { type ApiEnvelope, accountCalls } from '@tcm/shared';
import { call } from '@/lib/call';

/**
 * GET /api/settleCompany/judgeUnifyCode: retcode 1 (data true) when the unified
 * social credit code is valid and still free; retcode 0 with the reason otherwise.
 */
export function judgeUnifyCode(unifyCode: string): Promise<ApiEnvelope<boolean>> {
  return call(accountCalls.judgeUnifyCode, { unifyCode });
}
