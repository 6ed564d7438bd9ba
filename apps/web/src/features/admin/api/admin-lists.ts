import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminEvaluationPage, AdminProductPage, AdminQualityInfoPage, AdminRealNamePage, AdminSettlementPage } from '@tcm/shared';
import { request } from '@/lib/request';
import { unwrap } from '@/lib/unwrap';
import { ADMIN_KEY } from './query-keys';

/**
 * GET api/admin/<list>: the console's review queues. One file for the five because they differ
 * only in the path and the row type (their query schemas are in packages/shared/src/api/admin.ts).
 */
interface AdminLists {
  'settlement/query': AdminSettlementPage;
  'member/queryRealName': AdminRealNamePage;
  'evaluation/query': AdminEvaluationPage;
  'qualityInfo/query': AdminQualityInfoPage;
  'product/query': AdminProductPage;
}
export type AdminListName = keyof AdminLists;

export interface AdminListQuery {
  status?: number;
  keyword?: string;
  pageNum: number;
  pageSize: number;
}

export function adminListQueryOptions<L extends AdminListName>(list: L, query: AdminListQuery) {
  return queryOptions({
    queryKey: [ADMIN_KEY, list, query],
    queryFn: ({ signal }) => unwrap(request.get<AdminLists[L]>(`/api/admin/${list as AdminListName}`, { ...query }, { signal })),
    placeholderData: keepPreviousData,
  });
}

export function useAdminList<L extends AdminListName>(list: L, query: AdminListQuery) {
  return useQuery(adminListQueryOptions(list, query));
}
