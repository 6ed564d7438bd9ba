import { queryOptions, useQuery } from '@tanstack/react-query';
import { type QualityStaticData, contentCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';

/** §7 GET api/staticData/queryQualityStaticData: platform figures and the monthly quality series. */
export function getQualityStatistics(signal?: AbortSignal): Promise<QualityStaticData> {
  return unwrap(call(contentCalls.queryQualityStaticData, undefined, { signal }));
}

export function getQualityStatisticsQueryOptions() {
  return queryOptions({
    queryKey: ['quality-statistics'],
    queryFn: ({ signal }) => getQualityStatistics(signal),
    staleTime: 10 * 60_000,
  });
}

export function useQualityStatistics() {
  return useQuery(getQualityStatisticsQueryOptions());
}
