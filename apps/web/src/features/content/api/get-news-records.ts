import { queryOptions, useQuery } from '@tanstack/react-query';
import { type NewsRecord, type PageResult, contentCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';

/** §7 GET api/newsRecord/findNewsRecord: the platform's news flashes (快讯), newest first. */
export function getNewsRecords(pageSize: number, signal?: AbortSignal): Promise<PageResult<NewsRecord>> {
  return unwrap(call(contentCalls.findNewsRecord, { pageNum: 1, pageSize }, { signal }));
}

export function getNewsRecordsQueryOptions(pageSize: number) {
  return queryOptions({
    queryKey: ['news-records', pageSize],
    queryFn: ({ signal }) => getNewsRecords(pageSize, signal),
  });
}

export function useNewsRecords(pageSize = 10) {
  return useQuery(getNewsRecordsQueryOptions(pageSize));
}
