import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { StandardLevel, StandardState } from '@tcm/shared';
import { intInRange, positiveIntParam } from '@/lib/query-params';

/** The /standard list's state; it lives in the address so back, forward and reload keep it. */
export interface StandardFilters {
  keyword: string;
  level: StandardLevel | null;
  state: StandardState | null;
  issuer: string;
  year: number | null;
  pageNum: number;
}

export function readStandardFilters(params: URLSearchParams): StandardFilters {
  return {
    keyword: (params.get('keyword') ?? '').trim(),
    level: intInRange(params.get('level'), 1, 5) as StandardLevel | null,
    state: intInRange(params.get('state'), 1, 3) as StandardState | null,
    issuer: (params.get('issuer') ?? '').trim(),
    year: intInRange(params.get('year'), 1949, 2100),
    pageNum: positiveIntParam(params.get('pageNum')) ?? 1,
  };
}

/** The address of a filter state: empty filters and page 1 are left out. */
export function writeStandardFilters(filters: StandardFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.keyword) query.set('keyword', filters.keyword);
  if (filters.level) query.set('level', String(filters.level));
  if (filters.state) query.set('state', String(filters.state));
  if (filters.issuer) query.set('issuer', filters.issuer);
  if (filters.year) query.set('year', String(filters.year));
  if (filters.pageNum > 1) query.set('pageNum', String(filters.pageNum));
  return query;
}

/**
 * The filters and a setter. Changing any filter goes back to page 1; each
 * change is a history entry, so the back button undoes it.
 */
export function useStandardFilters(): [StandardFilters, (patch: Partial<StandardFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readStandardFilters(params), [params]);
  const update = useCallback(
    (patch: Partial<StandardFilters>) => {
      const pageNum = patch.pageNum ?? 1;
      setParams(writeStandardFilters({ ...filters, ...patch, pageNum }));
    },
    [filters, setParams],
  );
  return [filters, update];
}
