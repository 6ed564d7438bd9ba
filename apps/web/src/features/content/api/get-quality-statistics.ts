import { useQuery } from '@tanstack/react-query';
import { contentCalls } from '@tcm/shared';
import { callQueryOptions } from '@/lib/call-query';

/** §7 GET api/staticData/queryQualityStaticData: platform figures and the monthly quality series. */
export const useQualityStatistics = () =>
  useQuery({ ...callQueryOptions(contentCalls.queryQualityStaticData, undefined, ['quality-statistics']), staleTime: 10 * 60_000 });
