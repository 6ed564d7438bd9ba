import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminInfoCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';
import { ADMIN_INFO_KEY } from './query-keys';

export interface DictListQuery {
  dictType?: string;
  keyword?: string;
  pageNum: number;
  pageSize: number;
}

/** GET api/admin/dict/query: one type's entries in getDatas order, disabled ones included. */
export const useDictEntries = (query: DictListQuery) =>
  useQuery({
    queryKey: [ADMIN_INFO_KEY, 'dict', query],
    queryFn: ({ signal }) => unwrap(call(adminInfoCalls.dictQuery, query, { signal })),
    placeholderData: keepPreviousData,
  });
