import { useQuery } from '@tanstack/react-query';
import { type PharmacopoeiaEdition, lookupCalls } from '@tcm/shared';
import { callQueryOptions } from '@/lib/call-query';

/** Own call GET api/categoryInfo/queryCatalogue: volumes 一部–四部, their categories and counts for one edition. */
export const useCatalogue = (edition: PharmacopoeiaEdition) =>
  // The catalogue is reference data: one read per visit.
  useQuery({ ...callQueryOptions(lookupCalls.queryCatalogue, { edition }, ['lookup', 'catalogue', edition]), staleTime: 10 * 60_000 });
