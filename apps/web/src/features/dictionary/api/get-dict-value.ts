import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiEnvelope, type DictValue, type DictValueQuery, dictionaryCalls } from '@tcm/shared';
import { call } from '@/lib/call';

/** §7 GET api/sysDictData/getValue: one dictionary value by type and code. */
export function getDictValue(query: DictValueQuery, signal?: AbortSignal): Promise<ApiEnvelope<DictValue>> {
  return call(dictionaryCalls.getValue, { ...query }, { signal });
}

export function getDictValueQueryOptions(query: DictValueQuery) {
  return queryOptions({
    queryKey: ['dict-value', query.dictType, query.dictCode],
    queryFn: ({ signal }) => getDictValue(query, signal),
    // Dictionary values change rarely; one read per page load is enough.
    staleTime: Infinity,
  });
}

export function useDictValue(query: DictValueQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getDictValueQueryOptions(query), enabled: options.enabled ?? true });
}
