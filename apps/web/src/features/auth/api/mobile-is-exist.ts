import type { ApiEnvelope } from '@tcm/shared';
import { request } from '@/lib/request';

/** GET /api/mobileIsExist: data true when a member already uses the mobile. */
export function mobileIsExist(mobile: string): Promise<ApiEnvelope<boolean>> {
  return request.get<boolean>('/api/mobileIsExist', { mobile });
}
