import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { LOOKUP_SCOPES, type LookupScope, type PharmacopoeiaEdition, type StandardLevel } from '@tcm/shared';
import { editionParam } from '../editions';
import { intInRange, positiveIntParam } from '@/lib/query-params';
import { withQuery } from '../hrefs';

/** /pharmacopoeia/search?q=&scope=&volume=&level=&edition=&pageNum= */
export interface LookupSearchState {
  q: string;
  scope: LookupScope;
  volume: 1 | 2 | 3 | 4 | null;
  level: StandardLevel | null;
  edition: PharmacopoeiaEdition;
  pageNum: number;
}

export function readLookupSearch(params: URLSearchParams): LookupSearchState {
  const scope = params.get('scope') ?? '';
  return {
    q: (params.get('q') ?? '').trim(),
    scope: (LOOKUP_SCOPES as readonly string[]).includes(scope) ? (scope as LookupScope) : 'all',
    volume: intInRange(params.get('volume'), 1, 4) as LookupSearchState['volume'],
    level: intInRange(params.get('level'), 1, 5) as StandardLevel | null,
    edition: editionParam(params.get('edition')),
    pageNum: positiveIntParam(params.get('pageNum')) ?? 1,
  };
}

export function writeLookupSearch(s: LookupSearchState): string {
  return withQuery('', {
    q: s.q,
    scope: s.scope === 'all' ? null : s.scope,
    volume: s.volume,
    level: s.level,
    // The default edition stays out of the address, so shared links stay short.
    edition: s.edition === editionParam(null) ? null : s.edition,
    pageNum: s.pageNum > 1 ? s.pageNum : null,
  }).replace(/^\?/, '');
}

/** The search's state and a setter; any change but paging goes back to page 1. */
export function useLookupSearchState(): [LookupSearchState, (patch: Partial<LookupSearchState>) => void] {
  const [params, setParams] = useSearchParams();
  const current = useMemo(() => readLookupSearch(params), [params]);
  const update = useCallback(
    (patch: Partial<LookupSearchState>) => setParams(writeLookupSearch({ ...current, ...patch, pageNum: patch.pageNum ?? 1 })),
    [current, setParams],
  );
  return [current, update];
}
