import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CompanyEvaluationPage, institutionCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';

export interface EvaluationQuery {
  companyId: number;
  pageNum: number;
  pageSize: number;
}

/** §7 GET api/orderEvaluation/queryCompanyEvaluation: approved evaluations (§4 audit status 2) with the averages. */
export function queryCompanyEvaluation(query: EvaluationQuery, signal?: AbortSignal): Promise<CompanyEvaluationPage> {
  return unwrap(call(institutionCalls.queryCompanyEvaluation, { ...query }, { signal }));
}

export function queryCompanyEvaluationQueryOptions(query: EvaluationQuery) {
  return queryOptions({
    queryKey: ['institutions', 'evaluations', query.companyId, query.pageNum, query.pageSize],
    queryFn: ({ signal }) => queryCompanyEvaluation(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCompanyEvaluations(query: EvaluationQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...queryCompanyEvaluationQueryOptions(query), enabled: options.enabled ?? true });
}
