import { useQuery } from '@tanstack/react-query';
import { institutionCalls } from '@tcm/shared';
import { callQueryOptions } from '@/lib/call-query';
import { DETECTION_KEY } from './query-keys';

/** §7 GET api/serviceCategory/queryServiceCategory: the whole category tree, unpaged. */
export const useServiceCategories = () =>
  useQuery({ ...callQueryOptions(institutionCalls.queryServiceCategory, undefined, [DETECTION_KEY, 'categories']), staleTime: 10 * 60_000 });
