import { queryOptions, useQuery } from '@tanstack/react-query';
import { type InstitutionCard, institutionCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';

/** §7 GET api/settleCompany/queryHighCompany: recommended institutions for the home page. */
export function queryHighCompany(limit: number, signal?: AbortSignal): Promise<InstitutionCard[]> {
  return unwrap(call(institutionCalls.queryHighCompany, { limit }, { signal }));
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
