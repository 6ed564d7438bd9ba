import { useQuery } from '@tanstack/react-query';
import { catalogueCalls } from '@tcm/shared';
import { callQueryOptions } from '@/lib/call-query';

/** §7 GET api/serviceCategory/getTestBasis: the testing bases an order may name, as the server offers them. */
export const useTestBasis = () =>
  // The editions change with a new pharmacopoeia, not within a visit.
  useQuery({ ...callQueryOptions(catalogueCalls.getTestBasis, undefined, ['test-basis']), staleTime: Infinity });
