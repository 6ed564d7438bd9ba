import { queryOptions, useQuery } from '@tanstack/react-query';
import { type MonographDetail, lookupCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';

/** §7 GET api/categoryInfo/getCategoryInfo: one monograph with its sections, checks and edition changes. */
export function getMonograph(id: number, signal?: AbortSignal): Promise<MonographDetail> {
  return unwrap(call(lookupCalls.getCategoryInfo, { id }, { signal }));
}

export function getMonographQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['lookup', 'monograph', id],
    queryFn: ({ signal }) => getMonograph(id, signal),
  });
}

export function useMonograph(id: number | null) {
  return useQuery({ ...getMonographQueryOptions(id ?? 0), enabled: id !== null });
}
