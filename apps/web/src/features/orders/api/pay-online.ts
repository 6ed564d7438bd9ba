import { paymentCalls } from '@tcm/shared';
import { useCallMutation } from '@/lib/use-call-mutation';
import { ORDERS_KEY } from './query-keys';

/** Issue #23 POST api/orderInfo/payOnline: a QR code by Alipay or WeChat Pay (the notification alone marks the order paid). */
export const usePayOnline = () => useCallMutation(paymentCalls.payOnline, [[ORDERS_KEY, 'payment']]);
