import { useQuery } from '@tanstack/react-query';
import { type FindCategoryInfoQuery, lookupCalls } from '@tcm/shared';
import { pagedCallQueryOptions } from '@/lib/call-query';

/** The fields the key lists: the edition and paging always, the filters when set. */
type MonographListQuery = Partial<FindCategoryInfoQuery> & Pick<FindCategoryInfoQuery, 'edition' | 'pageNum' | 'pageSize'>;

/** §7 GET api/categoryInfo/findCategoryInfo: the catalogue's monographs by volume, category and pinyin initial. */
export function useMonographs(query: MonographListQuery) {
  const { edition, volume, categoryId, initial, keyword, pageNum, pageSize } = query;
  const key = ['lookup', 'monographs', edition, volume ?? null, categoryId ?? null, initial ?? '', keyword ?? '', pageNum, pageSize];
  return useQuery(pagedCallQueryOptions(lookupCalls.findCategoryInfo, query, key));
}
