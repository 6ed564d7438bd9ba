import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CollectItem, type CollectType, collectCalls, type PageResult } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';
import { COLLECT_KEY } from './query-keys';

export interface MyCollectQuery {
  collectType?: CollectType;
  pageNum: number;
  pageSize: number;
}

/** §7 GET api/myCollect/findMyCollect: the member's own favourites, newest first. */
export function findMyCollect(query: MyCollectQuery, signal?: AbortSignal): Promise<PageResult<CollectItem>> {
  return unwrap(call(collectCalls.findMyCollect, { ...query }, { signal }));
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
