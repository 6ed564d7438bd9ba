import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QualityStaticData } from '@tcm/shared';
import { request } from '@/lib/request';
import { unwrap } from '@/lib/unwrap';

/** §7 GET api/staticData/queryQualityStaticData: platform figures and the monthly quality series. */
export function getQualityStatistics(signal?: AbortSignal): Promise<QualityStaticData> {
  return unwrap(request.get<QualityStaticData>('/api/staticData/queryQualityStaticData', {}, { signal }));
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
