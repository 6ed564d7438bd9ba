import { useQuery } from '@tanstack/react-query';
import { institutionCalls } from '@tcm/shared';
import { pagedCallQueryOptions } from '@/lib/call-query';

/** The fields the key lists: one institution's services; a table without a category passes null. */
interface TestServiceQuery {
  institutionId: number;
  categoryId?: number | null;
  keyword?: string;
  pageNum: number;
  pageSize: number;
}

/** §7 GET api/testService/queryTestService: an institution's test services, paged. */
export function useTestServices(query: TestServiceQuery) {
  const key = ['institutions', 'services', query.institutionId, query.categoryId ?? null, query.keyword ?? '', query.pageNum, query.pageSize];
  return useQuery(pagedCallQueryOptions(institutionCalls.queryTestService, query, key));
}
