import type { Endpoint } from '@tcm/shared';
import { useCallMutation } from '@/lib/use-call-mutation';
import { ADMIN_INFO_KEY } from './query-keys';

/** The operator's changes (adminInfoCalls: helpCreate, reorder, setEnabled, …); on success every query under ADMIN_INFO_KEY refreshes. */
export function useInfoAction<E extends Endpoint<'POST'>>(action: E) {
  return useCallMutation(action, [[ADMIN_INFO_KEY]]);
}
