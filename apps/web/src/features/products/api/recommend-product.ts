import type { ApiEnvelope } from '@tcm/shared';
import { request } from '@/lib/request';
import { useProductMutation } from './product-mutation';

/** §7 POST publishProduct/recommendProduct: a listed product of mine onto the home page, or off it. */
export function recommendProduct(body: { id: number; recommend: boolean }): Promise<ApiEnvelope<unknown>> {
  return request.post<unknown>('/publishProduct/recommendProduct', body);
}

export function useRecommendProduct() {
  return useProductMutation(recommendProduct);
}
