import type { ApiEnvelope, ProductDetail, ProductForm } from '@tcm/shared';
import { request } from '@/lib/request';
import { useProductMutation } from './product-mutation';

/** §7 POST publishProduct/addPublishProduct: a new product, saved as a draft. */
export function addPublishProduct(body: ProductForm): Promise<ApiEnvelope<ProductDetail>> {
  return request.post<ProductDetail>('/publishProduct/addPublishProduct', body);
}

export function useAddProduct() {
  return useProductMutation(addPublishProduct);
}
