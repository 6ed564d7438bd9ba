import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type MyEvaluationPage, type QueryMyEvaluationQuery, workbenchCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';
import { WORKBENCH_KEY } from './query-keys';

/** GET api/institution/evaluation/queryMyEvaluation: what members wrote of us, every audit status unless asked. */
export function queryMyEvaluation(query: QueryMyEvaluationQuery, signal?: AbortSignal): Promise<MyEvaluationPage> {
  return unwrap(call(workbenchCalls.queryMyEvaluation, { ...query }, { signal }));
}

export function queryMyEvaluationQueryOptions(query: QueryMyEvaluationQuery) {
  return queryOptions({ queryKey: [WORKBENCH_KEY, 'evaluations', query], queryFn: ({ signal }) => queryMyEvaluation(query, signal), placeholderData: keepPreviousData });
}

export const useMyEvaluations = (query: QueryMyEvaluationQuery) => useQuery(queryMyEvaluationQueryOptions(query));
