import { useQuery } from '@tanstack/react-query';
import { paymentCalls } from '@tcm/shared';
import { callQueryOptions } from '@/lib/call-query';
import { ORDERS_KEY } from './query-keys';

/** While a QR code is shown the page asks our server every this many ms whether the gateway's notification arrived. */
export const PAYMENT_POLL_MS = 2_000;

/** Issue #23 GET api/orderInfo/getPayment: the channels on offer, the QR code to scan, whether the order is paid. */
export const usePayment = (orderId: number, poll: boolean) =>
  useQuery({ ...callQueryOptions(paymentCalls.getPayment, { orderId }, [ORDERS_KEY, 'payment', orderId]), refetchInterval: poll ? PAYMENT_POLL_MS : false, retry: false });
