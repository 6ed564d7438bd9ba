import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { PharmacopoeiaEdition } from '@tcm/shared';
import { editionParam } from '../editions';
import { intInRange, positiveIntParam } from '@/lib/query-params';
import { withQuery } from '../hrefs';

/** /pharmacopoeia/list?volume=&categoryId=&initial=&edition=&pageNum= */
export interface CatalogueParams {
  edition: PharmacopoeiaEdition;
  volume: 1 | 2 | 3 | 4 | null;
  categoryId: number | null;
  /** Upper-case A–Z, or null for all letters. */
  initial: string | null;
  pageNum: number;
}

export function readCatalogueParams(params: URLSearchParams): CatalogueParams {
  const initial = (params.get('initial') ?? '').trim().toUpperCase();
  return {
    edition: editionParam(params.get('edition')),
    volume: intInRange(params.get('volume'), 1, 4) as CatalogueParams['volume'],
    categoryId: positiveIntParam(params.get('categoryId')),
    initial: /^[A-Z]$/.test(initial) ? initial : null,
    pageNum: positiveIntParam(params.get('pageNum')) ?? 1,
  };
}

export function writeCatalogueParams(p: CatalogueParams): string {
  return withQuery('', {
    volume: p.volume,
    categoryId: p.categoryId,
    initial: p.initial,
    edition: p.edition,
    pageNum: p.pageNum > 1 ? p.pageNum : null,
  }).replace(/^\?/, '');
}

/** The catalogue's state and a setter; any change but paging goes back to page 1. */
export function useCatalogueParams(): [CatalogueParams, (patch: Partial<CatalogueParams>) => void] {
  const [params, setParams] = useSearchParams();
  const current = useMemo(() => readCatalogueParams(params), [params]);
  const update = useCallback(
    (patch: Partial<CatalogueParams>) => setParams(writeCatalogueParams({ ...current, ...patch, pageNum: patch.pageNum ?? 1 })),
    [current, setParams],
  );
  return [current, update];
}
