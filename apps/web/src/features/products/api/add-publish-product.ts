import { productCalls } from '@tcm/shared';
import { useCallMutation } from '@/lib/use-call-mutation';
import { PRODUCT_CHANGE_REFRESH } from './query-keys';

/** §7 POST publishProduct/addPublishProduct: a new product, saved as a draft. */
export const useAddProduct = () => useCallMutation(productCalls.addPublishProduct, PRODUCT_CHANGE_REFRESH);
