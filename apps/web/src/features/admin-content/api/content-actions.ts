import type { Endpoint } from '@tcm/shared';
import { useCallMutation } from '@/lib/use-call-mutation';
import { ADMIN_CONTENT_KEY } from './query-keys';

/**
 * The operator's changes (adminContentCalls: articleCreate, publish, enable, …); on success every
 * query under ADMIN_CONTENT_KEY refreshes, and a saved advert also the portal's cached banners
 * (features/content keeps them for minutes).
 */
export function useContentAction<E extends Endpoint<'POST'>>(action: E) {
  return useCallMutation(action, action.path.startsWith('/api/admin/advert/') ? [[ADMIN_CONTENT_KEY], ['adverts']] : [[ADMIN_CONTENT_KEY]]);
}
