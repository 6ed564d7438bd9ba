import { queryOptions, useQuery } from '@tanstack/react-query';
import { productCalls, type ProductDetail } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';
import { PRODUCTS_KEY } from './query-keys';

/**
 * §7 GET publishProduct/getPublishProduct: a listed product for anyone, or one's own in any
 * status. The server masks the contact phone for visitors, so the key carries who asks.
 */
export function getPublishProduct(id: number, signal?: AbortSignal): Promise<ProductDetail> {
  return unwrap(call(productCalls.getPublishProduct, { id }, { signal }));
}

export function getPublishProductQueryOptions(id: number | null, viewer: number | null) {
  return queryOptions({
    queryKey: [PRODUCTS_KEY, 'detail', id, viewer],
    queryFn: ({ signal }) => getPublishProduct(id as number, signal),
    enabled: id !== null,
    retry: false,
  });
}

export function useProduct(id: number | null, viewer: number | null) {
  return useQuery(getPublishProductQueryOptions(id, viewer));
}
