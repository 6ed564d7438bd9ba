import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type PageResult, type ProvideCompany, type ProvideSort, type QualificationFlag, institutionCalls } from '@tcm/shared';
import { call } from '@/lib/call';
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
  return unwrap(call(institutionCalls.queryProvideCompany, query));
}

export function queryProvideCompanyQueryOptions(query: ProvideQuery) {
  return queryOptions({ queryKey: [DETECTION_KEY, 'provide', query], queryFn: () => queryProvideCompany(query), placeholderData: keepPreviousData, retry: false });
}

export function useProvideCompanies(query: ProvideQuery) {
  return useQuery({ ...queryProvideCompanyQueryOptions(query), enabled: query.testItemIds.length + query.varietyNames.length > 0 });
}
