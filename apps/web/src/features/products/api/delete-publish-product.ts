import { productCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { useEnvelopeMutation } from '@/lib/use-envelope-mutation';
import { PRODUCT_CHANGE_REFRESH } from './query-keys';

/** §7 GET publishProduct/deletePublishProduct: removes a draft of mine (`mutate(id)`). */
export const useDeleteProduct = () => useEnvelopeMutation((id: number) => call(productCalls.deletePublishProduct, { id }), PRODUCT_CHANGE_REFRESH);
