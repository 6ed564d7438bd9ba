import { queryOptions, useQuery } from '@tanstack/react-query';
import { type StandardDetail, lookupCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';

/** §7 GET api/qualityControlStandard/getQualityControlStandard: one standard with scope, replacements and PDF. */
export function getStandard(id: number, signal?: AbortSignal): Promise<StandardDetail> {
  return unwrap(call(lookupCalls.getQualityControlStandard, { id }, { signal }));
}

export function getStandardQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['lookup', 'standard', id],
    queryFn: ({ signal }) => getStandard(id, signal),
  });
}

export function useStandard(id: number | null) {
  return useQuery({ ...getStandardQueryOptions(id ?? 0), enabled: id !== null });
}
