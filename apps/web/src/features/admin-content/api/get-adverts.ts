import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminAdvertRow, AdvertSlot } from '@tcm/shared';
import { request } from '@/lib/request';
import { unwrap } from '@/lib/unwrap';
import { ADMIN_CONTENT_KEY } from './query-keys';

/** GET api/admin/advert/query: every advert (disabled ones too), by slot then order. */
export function advertsQueryOptions(position?: AdvertSlot) {
  return queryOptions({
    queryKey: [ADMIN_CONTENT_KEY, 'adverts', position ?? 'all'],
    queryFn: ({ signal }) => unwrap(request.get<AdminAdvertRow[]>('/api/admin/advert/query', { position }, { signal })),
  });
}

export const useAdminAdverts = (position?: AdvertSlot) => useQuery(advertsQueryOptions(position));
