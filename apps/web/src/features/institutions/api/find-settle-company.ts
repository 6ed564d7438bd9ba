import { useQuery } from '@tanstack/react-query';
import { type FindSettleCompanyQuery, institutionCalls } from '@tcm/shared';
import { pagedCallQueryOptions } from '@/lib/call-query';

type DirectoryQuery = Partial<FindSettleCompanyQuery> & { pageNum: number; pageSize: number };

/**
 * §7 GET api/settleCompany/findSettleCompany: the directory of listed institutions, filtered, sorted
 * and paged. Filtering and paging keep the old cards on screen until the new ones arrive.
 */
export function useDirectory(query: DirectoryQuery) {
  const { region, province, qualification, categoryId, testKeyword, keyword, sort, pageNum, pageSize } = query;
  const filters = [region ?? null, province ?? null, qualification ?? null, categoryId ?? null, testKeyword ?? '', keyword ?? '', sort ?? 'rating'];
  return useQuery(pagedCallQueryOptions(institutionCalls.findSettleCompany, query, ['institutions', 'directory', ...filters, pageNum, pageSize]));
}
