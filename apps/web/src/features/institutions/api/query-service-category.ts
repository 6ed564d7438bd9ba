import { useQuery } from '@tanstack/react-query';
import { institutionCalls } from '@tcm/shared';
import { callQueryOptions } from '@/lib/call-query';

/** §7 GET api/serviceCategory/queryServiceCategory: the whole two-level tree. */
export const useServiceCategories = () =>
  // The tree changes with an administrator's edit, not within a visit.
  useQuery({ ...callQueryOptions(institutionCalls.queryServiceCategory, undefined, ['institutions', 'service-categories']), staleTime: 30 * 60_000 });
