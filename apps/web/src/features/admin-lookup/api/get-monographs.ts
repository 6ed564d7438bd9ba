import { useQuery } from '@tanstack/react-query';
import { adminLookupCalls, type EndpointInput } from '@tcm/shared';
import { pagedCallQueryOptions } from '@/lib/call-query';
import { ADMIN_LOOKUP_KEY } from './query-keys';

/** GET api/admin/monograph/query: pinyin order, by edition, volume, category and keyword. */
export const useMonographs = (query: EndpointInput<typeof adminLookupCalls.monographQuery>) =>
  useQuery(pagedCallQueryOptions(adminLookupCalls.monographQuery, query, [ADMIN_LOOKUP_KEY, 'monographs', query]));
