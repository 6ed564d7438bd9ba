import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ProductCategory, productCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';
import { PRODUCTS_KEY } from './query-keys';

/** §7 GET productCategory/getProductCategory: the whole two-level category tree. */
export function getProductCategory(signal?: AbortSignal): Promise<ProductCategory[]> {
  return unwrap(call(productCalls.getProductCategory, undefined, { signal }));
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
