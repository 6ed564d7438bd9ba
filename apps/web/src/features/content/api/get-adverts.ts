import { useQuery } from '@tanstack/react-query';
import { PAGE_DATA_IDS, type AdvertInfo, contentCalls } from '@tcm/shared';
import { callQueryOptions } from '@/lib/call-query';
import { takePageData } from '@/lib/page-data';

/** The slots the pages show (the call takes any position). */
type AdvertPosition = 'home_banner' | 'home_side';

/** The home banners index.html brought with it on a first visit to the home page, if any. */
function inlineAdverts(position: AdvertPosition): AdvertInfo[] | undefined {
  if (position !== 'home_banner') return undefined;
  const data = takePageData(PAGE_DATA_IDS.homeBanners);
  return Array.isArray(data) ? (data as AdvertInfo[]) : undefined;
}

/** §7 GET api/advertInfo/findAdvertInfo: the adverts of one slot, in order (the tests seed its key). */
export function getAdvertsQueryOptions(position: AdvertPosition) {
  return {
    ...callQueryOptions(contentCalls.findAdvertInfo, { position }, ['adverts', position]),
    // Read when the query is first made: the server wrote the list into this load's document, as
    // fresh as the call's answer would be.
    initialData: () => inlineAdverts(position),
    initialDataUpdatedAt: () => Date.now(),
    staleTime: 5 * 60_000,
  };
}

export const useAdverts = (position: AdvertPosition) => useQuery(getAdvertsQueryOptions(position));
