import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Supplier, supplierCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';
import { SUPPLIERS_KEY } from './query-keys';

/** §7 GET sysMember/getRecommendSupplier: 推荐供应商 (home page and the mall's side column). */
export function getRecommendSupplier(limit: number, signal?: AbortSignal): Promise<Supplier[]> {
  return unwrap(call(supplierCalls.getRecommendSupplier, { limit }, { signal }));
}

export function getRecommendSupplierQueryOptions(limit: number) {
  return queryOptions({
    queryKey: [SUPPLIERS_KEY, 'recommended', limit],
    queryFn: ({ signal }) => getRecommendSupplier(limit, signal),
  });
}

export function useRecommendedSuppliers(limit = 8) {
  return useQuery(getRecommendSupplierQueryOptions(limit));
}
