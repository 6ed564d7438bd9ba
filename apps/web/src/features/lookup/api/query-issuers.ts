import { useQuery } from '@tanstack/react-query';
import { lookupCalls } from '@tcm/shared';
import { callQueryOptions } from '@/lib/call-query';

/** Own call GET api/qualityControlStandard/queryIssuers: the issuing bodies present, for the filter. */
export const useIssuers = () =>
  // The issuers change only when standards are added: one read per visit.
  useQuery({ ...callQueryOptions(lookupCalls.queryIssuers, undefined, ['lookup', 'standard-issuers']), staleTime: 10 * 60_000 });
