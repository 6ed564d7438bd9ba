import { useQuery } from '@tanstack/react-query';
import { institutionCalls } from '@tcm/shared';
import { callQueryOptions } from '@/lib/call-query';

/** §7 GET api/settleCompany/getSettleCompany?id=: one listed institution's profile. */
export const useInstitution = (id: number | null) =>
  useQuery({
    ...callQueryOptions(institutionCalls.getSettleCompany, { id: id ?? 0 }, ['institutions', 'detail', id ?? 0]),
    enabled: id !== null,
    // A missing institution answers retcode 0: asking again would not change that.
    retry: false,
  });
