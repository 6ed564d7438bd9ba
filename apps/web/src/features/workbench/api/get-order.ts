import { queryOptions, useQuery } from '@tanstack/react-query';
import { institutionOrderCalls, type OrderDetail } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';
import { WORKBENCH_KEY } from './query-keys';

/** GET api/institutionOrder/getOrder: one of our institution's orders with every field and its timeline. */
export function getInstitutionOrder(id: number, signal?: AbortSignal): Promise<OrderDetail> {
  return unwrap(call(institutionOrderCalls.getOrder, { id }, { signal }));
}

export function getInstitutionOrderQueryOptions(id: number) {
  return queryOptions({ queryKey: [WORKBENCH_KEY, 'order', id], queryFn: ({ signal }) => getInstitutionOrder(id, signal) });
}

export function useInstitutionOrder(id: number | null) {
  return useQuery({ ...getInstitutionOrderQueryOptions(id ?? 0), enabled: id !== null, retry: false });
}
