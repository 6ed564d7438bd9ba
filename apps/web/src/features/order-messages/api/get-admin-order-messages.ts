import { useQuery } from '@tanstack/react-query';
import { orderMessageCalls } from '@tcm/shared';
import { callQueryOptions } from '@/lib/call-query';
import { ORDER_MESSAGES_KEY } from './query-keys';

/**
 * GET admin/order/getOrderMessages?orderNo=: any order's thread, read-only. Every read is written
 * to the audit log, so it is read once per search — never again on focus or in the background —
 * and forgotten when the page is left (coming back reads, and logs, again).
 */
export const useAdminOrderMessages = (orderNo: string | null) =>
  useQuery({
    ...callQueryOptions(orderMessageCalls.adminGetOrderMessages, { orderNo: orderNo ?? '' }, [ORDER_MESSAGES_KEY, 'operator', orderNo ?? '']),
    enabled: !!orderNo,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
