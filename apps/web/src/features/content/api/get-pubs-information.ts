import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PageResult, type PubsInformation, contentCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';

export interface PubsInformationQuery {
  infoType?: string;
  pageNum: number;
  pageSize: number;
}

/** §7 GET api/pubsInformation/queryInformation: public notices (公示公告), newest first. */
export function getPubsInformation(query: PubsInformationQuery, signal?: AbortSignal): Promise<PageResult<PubsInformation>> {
  return unwrap(call(contentCalls.queryInformation, { ...query }, { signal }));
}

export function getPubsInformationQueryOptions(query: PubsInformationQuery) {
  return queryOptions({
    queryKey: ['pubs-information', query.infoType ?? null, query.pageNum, query.pageSize],
    queryFn: ({ signal }) => getPubsInformation(query, signal),
  });
}

export function usePubsInformation(query: PubsInformationQuery) {
  return useQuery(getPubsInformationQueryOptions(query));
}
