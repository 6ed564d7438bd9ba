import type { ApiEnvelope } from '@tcm/shared';
import { request } from '@/lib/request';

/**
 * GET /api/settleCompany/judgeUnifyCode: retcode 1 (data true) when the unified
 * social credit code is valid and still free; retcode 0 with the reason otherwise.
 */
export function judgeUnifyCode(unifyCode: string): Promise<ApiEnvelope<boolean>> {
  return request.get<boolean>('/api/settleCompany/judgeUnifyCode', { unifyCode });
}
