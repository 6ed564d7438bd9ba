import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type GoodsStatus, productCalls, type ProductPage } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';
import { PRODUCTS_KEY } from './query-keys';

export interface MyProductQuery {
  goodsStatus?: GoodsStatus;
  /** Only those the platform shows on the home page (findMyRecommendProduct). */
  recommended?: boolean;
  keyword?: string;
  pageNum: number;
  pageSize: number;
}

/** §7 GET publishProduct/findMyProduct: my products in any status, paged; findMyRecommendProduct: those on the home page. */
export function findMyProduct({ recommended, ...query }: MyProductQuery, signal?: AbortSignal): Promise<ProductPage> {
  if (recommended) return unwrap(call(productCalls.findMyRecommendProduct, { pageNum: query.pageNum, pageSize: query.pageSize }, { signal }));
  return unwrap(call(productCalls.findMyProduct, { ...query }, { signal }));
}

export function findMyProductQueryOptions(query: MyProductQuery) {
  return queryOptions({
    queryKey: [PRODUCTS_KEY, 'mine', query],
    queryFn: ({ signal }) => findMyProduct(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useMyProducts(query: MyProductQuery) {
  return useQuery(findMyProductQueryOptions(query));
}
