import type { ApiEnvelope } from '@tcm/shared';
import { request } from '@/lib/request';
import { useProductMutation } from './product-mutation';

/** §7 GET publishProduct/deletePublishProduct: removes a draft of mine. */
export function deletePublishProduct(id: number): Promise<ApiEnvelope<unknown>> {
  return request.get<unknown>('/publishProduct/deletePublishProduct', { id });
}

export function useDeleteProduct() {
  return useProductMutation(deletePublishProduct);
}
