import { queryOptions, useQuery } from '@tanstack/react-query';
import { type DictData, dictionaryCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';

/** §7 GET api/sysDictData/getDatas: every entry of one dictionary type. */
export function getDictDatas(dictType: string, signal?: AbortSignal): Promise<DictData[]> {
  return unwrap(call(dictionaryCalls.getDatas, { dictType }, { signal }));
}

export function getDictDatasQueryOptions(dictType: string) {
  return queryOptions({
    queryKey: ['dict-datas', dictType],
    queryFn: ({ signal }) => getDictDatas(dictType, signal),
    // Dictionary values change rarely; one read per page load is enough.
    staleTime: Infinity,
  });
}

export function useDictDatas(dictType: string) {
  return useQuery(getDictDatasQueryOptions(dictType));
}
