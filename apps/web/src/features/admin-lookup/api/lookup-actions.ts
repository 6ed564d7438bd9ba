import type { Endpoint } from '@tcm/shared';
import { useCallMutation } from '@/lib/use-call-mutation';
import { ADMIN_LOOKUP_KEY } from './query-keys';

/** The operator's changes (adminLookupCalls: standardCreate, monographDelete, …); on success every query under ADMIN_LOOKUP_KEY refreshes. */
export function useLookupAction<E extends Endpoint<'POST'>>(action: E) {
  return useCallMutation(action, [[ADMIN_LOOKUP_KEY]]);
}
