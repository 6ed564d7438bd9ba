import { useQuery } from '@tanstack/react-query';
import { catalogueCalls, MAX_PAGE_SIZE } from '@tcm/shared';
import { callQueryOptions } from '@/lib/call-query';
import { DETECTION_KEY } from './query-keys';

/**
 * §7 GET api/serviceCategory/findServiceCategory: categories with how many test items each holds (a
 * top level its children's too). Test items per category id, for the picker's tree; empty until the call answers.
 */
export function useCategoryItemCounts(): Map<number, number> {
  const { data } = useQuery({
    ...callQueryOptions(catalogueCalls.findServiceCategory, { pageNum: 1, pageSize: MAX_PAGE_SIZE }, [DETECTION_KEY, 'category-counts']),
    staleTime: 10 * 60_000,
  });
  return new Map((data?.list ?? []).map((c) => [c.id, c.itemCount]));
}
