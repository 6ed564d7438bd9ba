import { productCalls } from '@tcm/shared';
import { useCallMutation } from '@/lib/use-call-mutation';
import { PRODUCT_CHANGE_REFRESH } from './query-keys';

/** §7 POST publishProduct/recommendProduct: a listed product of mine onto the home page, or off it. */
export const useRecommendProduct = () => useCallMutation(productCalls.recommendProduct, PRODUCT_CHANGE_REFRESH);
