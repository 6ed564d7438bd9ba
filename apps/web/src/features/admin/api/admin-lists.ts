import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminCalls, type ApiEnvelope, type EndpointAnswer } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';
import { ADMIN_KEY } from './query-keys';

/**
 * GET api/admin/<list>: the console's review queues. One file for the five because they take the
 * same filters and differ only in the descriptor and the rows it answers.
 */
interface AdminLists {
  'settlement/query': typeof adminCalls.settlementQuery;
  'member/queryRealName': typeof adminCalls.queryRealName;
  'evaluation/query': typeof adminCalls.evaluationQuery;
  'qualityInfo/query': typeof adminCalls.qualityInfoQuery;
  'product/query': typeof adminCalls.productQuery;
}
export type AdminListName = keyof AdminLists;

export interface AdminListQuery {
  status?: number;
  keyword?: string;
  pageNum: number;
  pageSize: number;
}

/** Each list's call, typed by its own descriptor (a mapped type, so `FETCH[list]` keeps the list's rows). */
const FETCH: { [L in AdminListName]: (query: AdminListQuery, signal: AbortSignal) => Promise<ApiEnvelope<EndpointAnswer<AdminLists[L]>>> } = {
  'settlement/query': (query, signal) => call(adminCalls.settlementQuery, query, { signal }),
  'member/queryRealName': (query, signal) => call(adminCalls.queryRealName, query, { signal }),
  'evaluation/query': (query, signal) => call(adminCalls.evaluationQuery, query, { signal }),
  'qualityInfo/query': (query, signal) => call(adminCalls.qualityInfoQuery, query, { signal }),
  'product/query': (query, signal) => call(adminCalls.productQuery, query, { signal }),
};

export function adminListQueryOptions<L extends AdminListName>(list: L, query: AdminListQuery) {
  return queryOptions({
    queryKey: [ADMIN_KEY, list, query],
    queryFn: ({ signal }) => unwrap(FETCH[list](query, signal)),
    placeholderData: keepPreviousData,
  });
}

export function useAdminList<L extends AdminListName>(list: L, query: AdminListQuery) {
  return useQuery(adminListQueryOptions(list, query));
}
