import { queryOptions, useQuery } from '@tanstack/react-query';
import { type TestBasisOption, catalogueCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';

/** §7 GET api/serviceCategory/getTestBasis: the testing bases an order may name, as the server offers them. */
export function getTestBasis(signal?: AbortSignal): Promise<TestBasisOption[]> {
  return unwrap(call(catalogueCalls.getTestBasis, undefined, { signal }));
}

export function getTestBasisQueryOptions() {
  return queryOptions({
    queryKey: ['test-basis'],
    queryFn: ({ signal }) => getTestBasis(signal),
    // The editions change with a new pharmacopoeia, not within a visit.
    staleTime: Infinity,
  });
}

export function useTestBasis() {
  return useQuery(getTestBasisQueryOptions());
}
