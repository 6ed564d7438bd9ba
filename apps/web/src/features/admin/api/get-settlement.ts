import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';
import { ADMIN_KEY } from './query-keys';

/** GET api/admin/settlement/getSettlement?id=: every field, the private attachments with 30-minute signed links. */
export function getSettlementQueryOptions(id: number) {
  return queryOptions({
    queryKey: [ADMIN_KEY, 'settlement', id],
    queryFn: ({ signal }) => unwrap(call(adminCalls.getSettlement, { id }, { signal })),
    // The signed links expire; a detail opened again later asks afresh.
    staleTime: 60_000,
  });
}

export function useSettlement(id: number | null) {
  return useQuery({ ...getSettlementQueryOptions(id ?? 0), enabled: id !== null });
}
