import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminContentCalls, type AdvertSlot } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';
import { ADMIN_CONTENT_KEY } from './query-keys';

/** GET api/admin/advert/query: every advert (disabled ones too), by slot then order. */
export function advertsQueryOptions(position?: AdvertSlot) {
  return queryOptions({
    queryKey: [ADMIN_CONTENT_KEY, 'adverts', position ?? 'all'],
    queryFn: ({ signal }) => unwrap(call(adminContentCalls.advertQuery, { position }, { signal })),
  });
}

export const useAdminAdverts = (position?: AdvertSlot) => useQuery(advertsQueryOptions(position));
