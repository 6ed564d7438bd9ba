import { useQuery } from '@tanstack/react-query';
import { adminLookupCalls, type EndpointInput } from '@tcm/shared';
import { pagedCallQueryOptions } from '@/lib/call-query';
import { ADMIN_LOOKUP_KEY } from './query-keys';

/** GET api/admin/standard/query: newest implementation first, by level, state and keyword. */
export const useStandards = (query: EndpointInput<typeof adminLookupCalls.standardQuery>) =>
  useQuery(pagedCallQueryOptions(adminLookupCalls.standardQuery, query, [ADMIN_LOOKUP_KEY, 'standards', query]));
