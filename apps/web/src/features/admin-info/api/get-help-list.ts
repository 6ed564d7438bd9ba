import { useQuery } from '@tanstack/react-query';
import { adminInfoCalls, type EndpointInput } from '@tcm/shared';
import { pagedCallQueryOptions } from '@/lib/call-query';
import { ADMIN_INFO_KEY } from './query-keys';

/** GET api/admin/help/query: in the help centre's order. */
export const useHelpList = (query: EndpointInput<typeof adminInfoCalls.helpQuery>) =>
  useQuery(pagedCallQueryOptions(adminInfoCalls.helpQuery, query, [ADMIN_INFO_KEY, 'help', query]));
