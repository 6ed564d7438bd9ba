import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogueCalls, type TestTrait } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';
import { DETECTION_KEY } from './query-keys';

/** §7 GET api/testTraitLibrary/getTestTraitLibraryList: the properties tested (水分, 灰分 …). */
export function getTestTraitList(signal?: AbortSignal): Promise<TestTrait[]> {
  return unwrap(call(catalogueCalls.getTestTraitLibraryList, undefined, { signal }));
}

export function getTestTraitListQueryOptions() {
  return queryOptions({ queryKey: [DETECTION_KEY, 'traits'], queryFn: ({ signal }) => getTestTraitList(signal), staleTime: 10 * 60_000 });
}

export function useTestTraits() {
  return useQuery(getTestTraitListQueryOptions());
}
