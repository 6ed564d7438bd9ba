import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ProvideSort, type QualificationFlag, institutionCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';
import { DETECTION_KEY } from './query-keys';

/** The comparison's query: the hook asks only once something is chosen, so both lists are always there. */
interface ProvideQuery {
  testItemIds: number[];
  varietyNames: string[];
  qualification?: QualificationFlag;
  sort: ProvideSort;
  pageNum: number;
  pageSize: number;
}

/**
 * §7 POST api/settleCompany/queryProvideCompany: institutions able to test every chosen item (and
 * variety), with their offers. A read by POST, so not callQueryOptions (GET only); sent without the
 * query's abort signal, as it always was.
 */
export const useProvideCompanies = (query: ProvideQuery) =>
  useQuery({
    queryKey: [DETECTION_KEY, 'provide', query],
    queryFn: () => unwrap(call(institutionCalls.queryProvideCompany, query)),
    placeholderData: keepPreviousData,
    retry: false,
    enabled: query.testItemIds.length + query.varietyNames.length > 0,
  });
