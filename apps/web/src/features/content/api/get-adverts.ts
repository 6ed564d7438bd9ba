import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdvertInfo } from '@tcm/shared';
import { request } from '@/lib/request';
import { unwrap } from '@/lib/unwrap';

export type AdvertPosition = 'home_banner' | 'home_side';

/** §7 GET api/advertInfo/findAdvertInfo: the adverts of one slot, in order. */
export function getAdverts(position: AdvertPosition, signal?: AbortSignal): Promise<AdvertInfo[]> {
  return unwrap(request.get<AdvertInfo[]>('/api/advertInfo/findAdvertInfo', { position }, { signal }));
}

export function getAdvertsQueryOptions(position: AdvertPosition) {
  return queryOptions({
    queryKey: ['adverts', position],
    queryFn: ({ signal }) => getAdverts(position, signal),
    staleTime: 5 * 60_000,
  });
}

export function useAdverts(position: AdvertPosition) {
  return useQuery(getAdvertsQueryOptions(position));
}
