import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InstitutionCard } from '@tcm/shared';
import { request } from '@/lib/request';
import { unwrap } from '@/lib/unwrap';

/** §7 GET api/settleCompany/queryHighCompany: recommended institutions for the home page. */
export function queryHighCompany(limit: number, signal?: AbortSignal): Promise<InstitutionCard[]> {
  return unwrap(request.get<InstitutionCard[]>('/api/settleCompany/queryHighCompany', { limit }, { signal }));
}

export function queryHighCompanyQueryOptions(limit: number) {
  return queryOptions({
    queryKey: ['institutions', 'recommended', limit],
    queryFn: ({ signal }) => queryHighCompany(limit, signal),
  });
}

export function useRecommendedInstitutions(limit = 8) {
  return useQuery(queryHighCompanyQueryOptions(limit));
}
