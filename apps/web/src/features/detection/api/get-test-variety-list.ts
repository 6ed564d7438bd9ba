import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogueCalls, type TestVariety } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';
import { DETECTION_KEY } from './query-keys';

/** §7 GET api/testVarietyLibrary/getTestVarietyLibraryList: every herb variety one can order tests for. */
export function getTestVarietyList(signal?: AbortSignal): Promise<TestVariety[]> {
  return unwrap(call(catalogueCalls.getTestVarietyLibraryList, {}, { signal }));
}

export function getTestVarietyListQueryOptions() {
  return queryOptions({ queryKey: [DETECTION_KEY, 'varieties'], queryFn: ({ signal }) => getTestVarietyList(signal), staleTime: 10 * 60_000 });
}

export function useTestVarieties() {
  return useQuery(getTestVarietyListQueryOptions());
}
