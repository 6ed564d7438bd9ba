import { useQuery } from '@tanstack/react-query';
import { dictionaryCalls } from '@tcm/shared';
import { callQueryOptions } from '@/lib/call-query';

/** §7 GET api/sysDictData/getDatas: every entry of one dictionary type. */
export const useDictDatas = (dictType: string) =>
  // Dictionary values change rarely; one read per page load is enough.
  useQuery({ ...callQueryOptions(dictionaryCalls.getDatas, { dictType }, ['dict-datas', dictType]), staleTime: Infinity });
