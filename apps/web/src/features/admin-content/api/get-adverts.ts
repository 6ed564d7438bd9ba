import { useQuery } from '@tanstack/react-query';
import { adminContentCalls, type AdvertSlot } from '@tcm/shared';
import { callQueryOptions } from '@/lib/call-query';
import { ADMIN_CONTENT_KEY } from './query-keys';

/** GET api/admin/advert/query: every advert (disabled ones too), by slot then order. */
export const useAdminAdverts = (position?: AdvertSlot) =>
  useQuery(callQueryOptions(adminContentCalls.advertQuery, { position }, [ADMIN_CONTENT_KEY, 'adverts', position ?? 'all']));
