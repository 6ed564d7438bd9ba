import { useQuery } from '@tanstack/react-query';
import { institutionCalls } from '@tcm/shared';
import { callQueryOptions } from '@/lib/call-query';

/** §7 GET api/settleCompany/queryHighCompany: recommended institutions for the home page. */
export const useRecommendedInstitutions = (limit = 8) =>
  useQuery(callQueryOptions(institutionCalls.queryHighCompany, { limit }, ['institutions', 'recommended', limit]));
