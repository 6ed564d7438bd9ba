import { useQuery } from '@tanstack/react-query';
import { paymentCalls } from '@tcm/shared';
import { callQueryOptions } from '@/lib/call-query';
import { useCallMutation } from '@/lib/use-call-mutation';
import { WORKBENCH_KEY } from './query-keys';

/** Issue #23 GET api/institutionOrder/getPayment: our order's online payments and refunds. */
export const useInstitutionPayment = (orderId: number) => useQuery({ ...callQueryOptions(paymentCalls.institutionGetPayment, { orderId }, [WORKBENCH_KEY, 'payment', orderId]), retry: false });

/** Issue #23 POST api/institutionOrder/refund: a (partial) refund through the channel the order was paid by. */
export const useRefund = () => useCallMutation(paymentCalls.refund, [[WORKBENCH_KEY, 'payment']]);

/** Issue #23 POST api/institutionOrder/retryRefund: a new attempt at a 退款异常 refund, same amount. */
export const useRetryRefund = () => useCallMutation(paymentCalls.retryRefund, [[WORKBENCH_KEY, 'payment']]);

const SETTING_KEY = [WORKBENCH_KEY, 'online-payment'] as const;
/** Issue #23 GET api/institution/getOnlinePayment: whether we accept online payment (and whether the platform offers it). */
export const useOnlinePaymentSetting = () => useQuery({ ...callQueryOptions(paymentCalls.getOnlinePayment, undefined, [...SETTING_KEY]), retry: false });
/** Issue #23 POST api/institution/setOnlinePayment. */
export const useSetOnlinePayment = () => useCallMutation(paymentCalls.setOnlinePayment, [[...SETTING_KEY]]);
