import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductCategory } from '@tcm/shared';
import { request } from '@/lib/request';
import { unwrap } from '@/lib/unwrap';
import { PRODUCTS_KEY } from './query-keys';

/** §7 GET productCategory/getProductCategory: the whole two-level category tree. */
export function getProductCategory(signal?: AbortSignal): Promise<ProductCategory[]> {
  return unwrap(request.get<ProductCategory[]>('/productCategory/getProductCategory', {}, { signal }));
}

export function getProductCategoryQueryOptions() {
  return queryOptions({
    queryKey: [PRODUCTS_KEY, 'categories'],
    queryFn: ({ signal }) => getProductCategory(signal),
    // The tree changes with a release, not while someone browses.
    staleTime: 10 * 60_000,
  });
}

export function useProductCategories() {
  return useQuery(getProductCategoryQueryOptions());
}
