import { useQuery } from '@tanstack/react-query';
import { type EndpointInput, workbenchCalls } from '@tcm/shared';
import { pagedCallQueryOptions } from '@/lib/call-query';
import { WORKBENCH_KEY } from './query-keys';

/** GET api/institution/evaluation/queryMyEvaluation: what members wrote of us, every audit status unless asked. */
export const useMyEvaluations = (query: EndpointInput<typeof workbenchCalls.queryMyEvaluation>) =>
  useQuery(pagedCallQueryOptions(workbenchCalls.queryMyEvaluation, query, [WORKBENCH_KEY, 'evaluations', query]));
