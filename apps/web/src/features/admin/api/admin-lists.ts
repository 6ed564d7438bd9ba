import { useQuery } from '@tanstack/react-query';
import { adminCalls, type EndpointAnswer, type EndpointInput } from '@tcm/shared';
import { pagedCallQueryOptions } from '@/lib/call-query';
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
/** The page of rows a queue answers. */
export type AdminListPage<L extends AdminListName> = EndpointAnswer<AdminLists[L]>;

/** The filters every queue's page sends; kept by hand, since it is the one shape the five schemas share. */
export interface AdminListQuery {
  status?: number;
  keyword?: string;
  pageNum: number;
  pageSize: number;
}

/** Each queue takes AdminListQuery: a list whose schema stops accepting it is `never` here, and this table fails to compile. */
type Takes<E> = AdminListQuery extends EndpointInput<E> ? E : never;
const CALLS: { [L in AdminListName]: Takes<AdminLists[L]> } = {
  'settlement/query': adminCalls.settlementQuery,
  'member/queryRealName': adminCalls.queryRealName,
  'evaluation/query': adminCalls.evaluationQuery,
  'qualityInfo/query': adminCalls.qualityInfoQuery,
  'product/query': adminCalls.productQuery,
};

export function useAdminList<L extends AdminListName>(list: L, query: AdminListQuery) {
  // The table checked the query per list above; through the generic L the compiler cannot see it.
  const endpoint: AdminLists[L] = CALLS[list];
  return useQuery(pagedCallQueryOptions(endpoint, query as EndpointInput<AdminLists[L]>, [ADMIN_KEY, list, query]));
}
