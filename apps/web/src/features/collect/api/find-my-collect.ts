import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CollectItem, CollectType, PageResult } from '@tcm/shared';
import { request } from '@/lib/request';
import { unwrap } from '@/lib/unwrap';
import { COLLECT_KEY } from './query-keys';

export interface MyCollectQuery {
  collectType?: CollectType;
  pageNum: number;
  pageSize: number;
}

/** §7 GET api/myCollect/findMyCollect: the member's own favourites, newest first. */
export function findMyCollect(query: MyCollectQuery, signal?: AbortSignal): Promise<PageResult<CollectItem>> {
  return unwrap(request.get<PageResult<CollectItem>>('/api/myCollect/findMyCollect', { ...query }, { signal }));
}

export function findMyCollectQueryOptions(query: MyCollectQuery) {
  return queryOptions({
    queryKey: [COLLECT_KEY, 'list', query.collectType ?? null, query.pageNum, query.pageSize],
    queryFn: ({ signal }) => findMyCollect(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useMyCollect(query: MyCollectQuery) {
  return useQuery(findMyCollectQueryOptions(query));
}
