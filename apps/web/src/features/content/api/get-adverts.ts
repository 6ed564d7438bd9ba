import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_DATA_IDS, type AdvertInfo, contentCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { takePageData } from '@/lib/page-data';
import { unwrap } from '@/lib/unwrap';

export type AdvertPosition = 'home_banner' | 'home_side';

/** §7 GET api/advertInfo/findAdvertInfo: the adverts of one slot, in order. */
export function getAdverts(position: AdvertPosition, signal?: AbortSignal): Promise<AdvertInfo[]> {
  return unwrap(call(contentCalls.findAdvertInfo, { position }, { signal }));
}

/** The home banners index.html brought with it on a first visit to the home page, if any. */
function inlineAdverts(position: AdvertPosition): AdvertInfo[] | undefined {
  if (position !== 'home_banner') return undefined;
  const data = takePageData(PAGE_DATA_IDS.homeBanners);
  return Array.isArray(data) ? (data as AdvertInfo[]) : undefined;
}

export function getAdvertsQueryOptions(position: AdvertPosition) {
  return queryOptions({
    queryKey: ['adverts', position],
    queryFn: ({ signal }) => getAdverts(position, signal),
    // Read when the query is first made: the server wrote the list into this load's document, as
    // fresh as the call's answer would be.
    initialData: () => inlineAdverts(position),
    initialDataUpdatedAt: () => Date.now(),
    staleTime: 5 * 60_000,
  });
}

export function useAdverts(position: AdvertPosition) {
  return useQuery(getAdvertsQueryOptions(position));
}
