import type { LookupScope, PharmacopoeiaEdition } from '@tcm/shared';
import { paths } from '@/config/paths';

/** Links into the lookup pages; the query names match what those pages read. */

type QueryRecord = Record<string, string | number | null | undefined>;

/** `path?query` without empty values, in the order given. */
export function withQuery(path: string, query: QueryRecord): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

export const standardHref = (id: number): string => withQuery(paths.standardDetail.path, { id });

export const monographHref = (id: number): string => withQuery(paths.pharmacopoeiaDetail.path, { id });

export interface CatalogueLink {
  edition?: PharmacopoeiaEdition;
  volume?: number | null;
  categoryId?: number | null;
  initial?: string | null;
}

export const catalogueHref = (link: CatalogueLink = {}): string =>
  withQuery(paths.pharmacopoeiaList.path, {
    volume: link.volume,
    categoryId: link.categoryId,
    initial: link.initial,
    edition: link.edition,
  });

export const lookupSearchHref = (q: string, scope: LookupScope = 'all'): string =>
  withQuery(paths.pharmacopoeiaSearch.path, { q: q.trim(), scope: scope === 'all' ? null : scope });

/** The test items that check a drug (the detection pages read `variety`; they arrive with a later issue). */
export const detectionVarietyHref = (name: string): string => withQuery(paths.detection.path, { variety: name });

/** The institutions that test a drug (read by the organisation list of a later issue). */
export const organizationVarietyHref = (name: string): string => withQuery(paths.organization.path, { variety: name });
