import { useQuery } from '@tanstack/react-query';
import { institutionCalls } from '@tcm/shared';
import { pagedCallQueryOptions } from '@/lib/call-query';
import { PACKAGES_KEY } from './query-keys';

/** §7 GET api/testService/queryTestService by item name or variety: the offers a package can be built from. */
export const useServiceSearch = (keyword: string, pageNum: number) =>
  useQuery({
    ...pagedCallQueryOptions(institutionCalls.queryTestService, { keyword, pageNum, pageSize: 8 }, [PACKAGES_KEY, 'service-search', keyword, pageNum]),
    enabled: keyword.trim() !== '',
  });
