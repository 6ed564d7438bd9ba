import type { Endpoint } from '@tcm/shared';
import { useCallMutation } from '@/lib/use-call-mutation';
import { ADMIN_KEY } from './query-keys';

/** The operator's decisions (adminCalls: settlementApprove, rejectRealName, mark, …); on success every query under ADMIN_KEY refreshes. */
export function useAdminAction<E extends Endpoint<'POST'>>(action: E) {
  return useCallMutation(action, [[ADMIN_KEY]]);
}
