import { queryOptions, useQuery } from '@tanstack/react-query';
import { type StandardIssuer, lookupCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';

/** Own call GET api/qualityControlStandard/queryIssuers: the issuing bodies present, for the filter. */
export function queryIssuers(signal?: AbortSignal): Promise<StandardIssuer[]> {
  return unwrap(call(lookupCalls.queryIssuers, undefined, { signal }));
}

export function queryIssuersQueryOptions() {
  return queryOptions({
    queryKey: ['lookup', 'standard-issuers'],
    queryFn: ({ signal }) => queryIssuers(signal),
    // The issuers change only when standards are added: one read per visit.
    staleTime: 10 * 60_000,
  });
}

export function useIssuers() {
  return useQuery(queryIssuersQueryOptions());
}
