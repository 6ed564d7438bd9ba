import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PubsInformationDetail, contentCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';

/** §7 GET api/pubsInformation/getInformation: one public notice with its body. */
export function getPubsDetail(id: number, signal?: AbortSignal): Promise<PubsInformationDetail> {
  return unwrap(call(contentCalls.getInformation, { id }, { signal }));
}

export function getPubsDetailQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['pubs-detail', id],
    queryFn: ({ signal }) => getPubsDetail(id, signal),
  });
}

export function usePubsDetail(id: number | null) {
  return useQuery({ ...getPubsDetailQueryOptions(id ?? 0), enabled: id !== null });
}
