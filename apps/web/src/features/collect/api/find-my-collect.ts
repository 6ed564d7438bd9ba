import { useQuery } from '@tanstack/react-query';
import { collectCalls, type EndpointInput } from '@tcm/shared';
import { pagedCallQueryOptions } from '@/lib/call-query';
import { COLLECT_KEY } from './query-keys';

type MyCollectQuery = EndpointInput<typeof collectCalls.findMyCollect>;

/** §7 GET api/myCollect/findMyCollect: the member's own favourites, newest first. */
export const useMyCollect = (query: MyCollectQuery) =>
  useQuery(pagedCallQueryOptions(collectCalls.findMyCollect, query, [COLLECT_KEY, 'list', query.collectType ?? null, query.pageNum, query.pageSize]));
