import { queryOptions, useQuery } from '@tanstack/react-query';
import { type InstitutionDetail, institutionCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';

/** §7 GET api/settleCompany/getSettleCompany?id=: one listed institution's profile. */
export function getSettleCompany(id: number, signal?: AbortSignal): Promise<InstitutionDetail> {
  return unwrap(call(institutionCalls.getSettleCompany, { id }, { signal }));
}

export function getSettleCompanyQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['institutions', 'detail', id],
    queryFn: ({ signal }) => getSettleCompany(id, signal),
    // A missing institution answers retcode 0: asking again would not change that.
    retry: false,
  });
}

export function useInstitution(id: number | null) {
  return useQuery({ ...getSettleCompanyQueryOptions(id ?? 0), enabled: id !== null });
}
