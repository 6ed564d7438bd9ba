import { useQuery } from '@tanstack/react-query';
import { adminInfoCalls, type EndpointInput } from '@tcm/shared';
import { pagedCallQueryOptions } from '@/lib/call-query';
import { ADMIN_INFO_KEY } from './query-keys';

/** GET api/admin/dict/query: one type's entries in getDatas order, disabled ones included. */
export const useDictEntries = (query: EndpointInput<typeof adminInfoCalls.dictQuery>) =>
  useQuery(pagedCallQueryOptions(adminInfoCalls.dictQuery, query, [ADMIN_INFO_KEY, 'dict', query]));
