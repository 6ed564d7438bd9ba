import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PageResult, ProvideCompany, ProvideSort, QualificationFlag } from '@tcm/shared';
import { request } from '@/lib/request';
import { unwrap } from '@/lib/unwrap';
import { DETECTION_KEY } from './query-keys';

export interface ProvideQuery {
  testItemIds: number[];
  varietyNames: string[];
  qualification?: QualificationFlag;
  sort: ProvideSort;
  pageNum: number;
  pageSize: number;
}

/** §7 POST api/settleCompany/queryProvideCompany: institutions able to test every chosen item (and variety), with their offers. */
export function queryProvideCompany(query: ProvideQuery): Promise<PageResult<ProvideCompany>> {
  return unwrap(request.post<PageResult<ProvideCompany>>('/api/settleCompany/queryProvideCompany', query));
}

export function queryProvideCompanyQueryOptions(query: ProvideQuery) {
  return queryOptions({ queryKey: [DETECTION_KEY, 'provide', query], queryFn: () => queryProvideCompany(query), placeholderData: keepPreviousData, retry: false });
}

export function useProvideCompanies(query: ProvideQuery) {
  return useQuery({ ...queryProvideCompanyQueryOptions(query), enabled: query.testItemIds.length + query.varietyNames.length > 0 });
}
