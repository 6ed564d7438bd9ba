import { useQuery } from '@tanstack/react-query';
import { institutionCalls } from '@tcm/shared';
import { pagedCallQueryOptions } from '@/lib/call-query';

/** The fields the key lists, all set by the page. */
interface EvaluationQuery {
  companyId: number;
  pageNum: number;
  pageSize: number;
}

/** §7 GET api/orderEvaluation/queryCompanyEvaluation: approved evaluations (§4 audit status 2) with the averages. */
export const useCompanyEvaluations = (query: EvaluationQuery, options: { enabled?: boolean } = {}) =>
  useQuery({
    ...pagedCallQueryOptions(institutionCalls.queryCompanyEvaluation, query, ['institutions', 'evaluations', query.companyId, query.pageNum, query.pageSize]),
    enabled: options.enabled ?? true,
  });
