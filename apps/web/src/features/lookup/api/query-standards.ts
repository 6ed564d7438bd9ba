import { useQuery } from '@tanstack/react-query';
import { type QueryQualityControlStandardQuery, lookupCalls } from '@tcm/shared';
import { pagedCallQueryOptions } from '@/lib/call-query';

/** The fields the key lists: paging always, the filters when set. */
type StandardListQuery = Partial<QueryQualityControlStandardQuery> & { pageNum: number; pageSize: number };

/**
 * §7 GET api/qualityControlStandard/queryQualityControlStandard: standards, filtered and paged (§3).
 * Paging and filtering keep the old rows on screen until the new ones arrive.
 */
export function useStandards(query: StandardListQuery) {
  const { keyword, level, state, issuer, year, pageNum, pageSize } = query;
  const key = ['lookup', 'standards', keyword ?? '', level ?? null, state ?? null, issuer ?? '', year ?? null, pageNum, pageSize];
  return useQuery(pagedCallQueryOptions(lookupCalls.queryQualityControlStandard, query, key));
}
