import { useQuery } from '@tanstack/react-query';
import { catalogueCalls, MAX_PAGE_SIZE, type PageResult, type ServiceCategoryRow } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';
import { DETECTION_KEY } from './query-keys';

/** §7 GET api/serviceCategory/findServiceCategory: categories with how many test items each holds (a top level its children's too). */
export function findServiceCategory(signal?: AbortSignal): Promise<PageResult<ServiceCategoryRow>> {
  return unwrap(call(catalogueCalls.findServiceCategory, { pageNum: 1, pageSize: MAX_PAGE_SIZE }, { signal }));
}

/** Test items per category id, for the picker's tree; empty until the call answers. */
export function useCategoryItemCounts(): Map<number, number> {
  const { data } = useQuery({ queryKey: [DETECTION_KEY, 'category-counts'], queryFn: ({ signal }) => findServiceCategory(signal), staleTime: 10 * 60_000 });
  return new Map((data?.list ?? []).map((c) => [c.id, c.itemCount]));
}
