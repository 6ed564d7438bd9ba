import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PubsInformationDetail } from '@tcm/shared';
import { request } from '@/lib/request';
import { unwrap } from '@/lib/unwrap';

/** §7 GET api/pubsInformation/getInformation: one public notice with its body. */
export function getPubsDetail(id: number, signal?: AbortSignal): Promise<PubsInformationDetail> {
  return unwrap(request.get<PubsInformationDetail>('/api/pubsInformation/getInformation', { id }, { signal }));
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
