import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PharmacopoeiaEdition, type PharmacopoeiaVolume, lookupCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';

/** Own call GET api/categoryInfo/queryCatalogue: volumes 一部–四部, their categories and counts for one edition. */
export function queryCatalogue(edition: PharmacopoeiaEdition, signal?: AbortSignal): Promise<PharmacopoeiaVolume[]> {
  return unwrap(call(lookupCalls.queryCatalogue, { edition }, { signal }));
}

export function queryCatalogueQueryOptions(edition: PharmacopoeiaEdition) {
  return queryOptions({
    queryKey: ['lookup', 'catalogue', edition],
    queryFn: ({ signal }) => queryCatalogue(edition, signal),
    // The catalogue is reference data: one read per visit.
    staleTime: 10 * 60_000,
  });
}

export function useCatalogue(edition: PharmacopoeiaEdition) {
  return useQuery(queryCatalogueQueryOptions(edition));
}
