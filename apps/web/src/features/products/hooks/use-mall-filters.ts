import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { positiveIntParam } from '@/lib/query-params';

/** The /mall list's state; it lives in the address so reload, back and shared links keep it. */
export interface MallFilters {
  categoryId: number | null;
  supplierId: number | null;
  keyword: string;
  pageNum: number;
}

export function readMallFilters(params: URLSearchParams): MallFilters {
  return {
    categoryId: positiveIntParam(params.get('categoryId')),
    supplierId: positiveIntParam(params.get('supplierId')),
    keyword: (params.get('keyword') ?? '').trim().slice(0, 50),
    pageNum: positiveIntParam(params.get('pageNum')) ?? 1,
  };
}

/** Empty filters and page 1 are left out of the address. */
export function writeMallFilters(f: MallFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (f.categoryId) query.set('categoryId', String(f.categoryId));
  if (f.supplierId) query.set('supplierId', String(f.supplierId));
  if (f.keyword) query.set('keyword', f.keyword);
  if (f.pageNum > 1) query.set('pageNum', String(f.pageNum));
  return query;
}

/** The filters and a setter; changing a filter goes back to page 1, and each change is a history entry. */
export function useMallFilters(): [MallFilters, (patch: Partial<MallFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readMallFilters(params), [params]);
  const update = useCallback(
    (patch: Partial<MallFilters>) => setParams(writeMallFilters({ ...filters, ...patch, pageNum: patch.pageNum ?? 1 })),
    [filters, setParams],
  );
  return [filters, update];
}
