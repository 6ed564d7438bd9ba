import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminInfoCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';
import { ADMIN_INFO_KEY } from './query-keys';

export interface HelpListQuery {
  categoryId?: number;
  keyword?: string;
  pageNum: number;
  pageSize: number;
}

/** GET api/admin/help/query: in the help centre's order. */
export function helpListQueryOptions(query: HelpListQuery) {
  return queryOptions({
    queryKey: [ADMIN_INFO_KEY, 'help', query],
    queryFn: ({ signal }) => unwrap(call(adminInfoCalls.helpQuery, query, { signal })),
    placeholderData: keepPreviousData,
  });
}
export const useHelpList = (query: HelpListQuery) => useQuery(helpListQueryOptions(query));
