import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { productCalls, type ProductPage } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';
import { PRODUCTS_KEY } from './query-keys';

export interface MallQuery {
  categoryId?: number;
  keyword?: string;
  supplierId?: number;
  /** 1: the home page's picks (products their owners recommended). */
  recommend?: 0 | 1;
  pageNum: number;
  pageSize: number;
}

/** §7 GET publishProduct/findMallProduct: listed products only, filtered and paged. */
export function findMallProduct(query: MallQuery, signal?: AbortSignal): Promise<ProductPage> {
  return unwrap(call(productCalls.findMallProduct, { ...query }, { signal }));
}

export function findMallProductQueryOptions(query: MallQuery) {
  return queryOptions({
    queryKey: [PRODUCTS_KEY, 'mall', query],
    queryFn: ({ signal }) => findMallProduct(query, signal),
    // Filtering and paging keep the old cards on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useMallProducts(query: MallQuery) {
  return useQuery(findMallProductQueryOptions(query));
}
