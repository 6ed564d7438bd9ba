import type { z } from 'zod';
import type { ApiEnvelope, changeProductBodySchema, ProductMoveResult } from '@tcm/shared';
import { request } from '@/lib/request';
import { useProductMutation } from './product-mutation';

export type ChangeProductBody = z.input<typeof changeProductBodySchema>;

/** §7 POST publishProduct/changePublishProduct: a §4 goods-status move (the member's: submit, delist). */
export function changePublishProduct(body: ChangeProductBody): Promise<ApiEnvelope<ProductMoveResult>> {
  return request.post<ProductMoveResult>('/publishProduct/changePublishProduct', body);
}

export function useChangeProduct() {
  return useProductMutation(changePublishProduct);
}
