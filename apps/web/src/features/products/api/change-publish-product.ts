import { productCalls } from '@tcm/shared';
import { useCallMutation } from '@/lib/use-call-mutation';
import { PRODUCT_CHANGE_REFRESH } from './query-keys';

/** §7 POST publishProduct/changePublishProduct: a §4 goods-status move (the member's: submit, delist). */
export const useChangeProduct = () => useCallMutation(productCalls.changePublishProduct, PRODUCT_CHANGE_REFRESH);
