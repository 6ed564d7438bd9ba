import { productCalls } from '@tcm/shared';
import { useCallMutation } from '@/lib/use-call-mutation';
import { PRODUCT_CHANGE_REFRESH } from './query-keys';

/** §7 POST publishProduct/editPublishProduct: only while a draft, delisted or rejected. */
export const useEditProduct = () => useCallMutation(productCalls.editPublishProduct, PRODUCT_CHANGE_REFRESH);
