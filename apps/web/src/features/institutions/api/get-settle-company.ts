import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InstitutionDetail } from '@tcm/shared';
import { request } from '@/lib/request';
import { unwrap } from '@/lib/unwrap';

/** §7 GET api/settleCompany/getSettleCompany?id=: one listed institution's profile. */
export function getSettleCompany(id: number, signal?: AbortSignal): Promise<InstitutionDetail> {
  return unwrap(request.get<InstitutionDetail>('/api/settleCompany/getSettleCompany', { id }, { signal }));
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
