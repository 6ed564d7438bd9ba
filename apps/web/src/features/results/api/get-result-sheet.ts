import { useQuery } from '@tanstack/react-query';
import { resultCalls } from '@tcm/shared';
import { callQueryOptions } from '@/lib/call-query';
import { RESULTS_KEY } from './query-keys';

/** GET api/institutionOrder/getResultSheet?orderId=: the order's sheet as the institution's staff enter it. */
export const resultSheetQueryOptions = (orderId: number) => callQueryOptions(resultCalls.getResultSheet, { orderId }, [RESULTS_KEY, 'sheet', orderId]);

export const useResultSheet = (orderId: number | null) => useQuery({ ...resultSheetQueryOptions(orderId ?? 0), enabled: orderId !== null });
