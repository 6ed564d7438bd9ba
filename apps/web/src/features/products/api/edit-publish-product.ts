import type { z } from 'zod';
import type { ApiEnvelope, editProductBodySchema, ProductDetail } from '@tcm/shared';
import { request } from '@/lib/request';
import { useProductMutation } from './product-mutation';

export type EditProductBody = z.input<typeof editProductBodySchema>;

/** §7 POST publishProduct/editPublishProduct: only while a draft, delisted or rejected. */
export function editPublishProduct(body: EditProductBody): Promise<ApiEnvelope<ProductDetail>> {
  return request.post<ProductDetail>('/publishProduct/editPublishProduct', body);
}

export function useEditProduct() {
  return useProductMutation(editPublishProduct);
}
