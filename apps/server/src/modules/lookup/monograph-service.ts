import {
  type FindCategoryInfoQuery,
  LOOKUP_MESSAGES,
  MONOGRAPH_SECTIONS,
  type MonographCheck,
  type MonographChange,
  type MonographDetail,
  type MonographSummary,
  PHARMACOPOEIA_VOLUME_LABELS,
  type PageResult,
  type PharmacopoeiaEdition,
  type PharmacopoeiaVolume,
  toPageResult,
} from '@tcm/shared';
import { BusinessError } from '../../lib/errors';
import type { MonographFilter } from './filters';
import { highlightTerms } from '../search/highlight';
import type { SectionTexts } from '../search/indexer';
import { orderedSections, toMonographSummary } from './mappers';
import type { MonographRepository } from './monograph-repository';
import type { SearchService } from './search-service';

const checkLines = (checks: MonographCheck[], key: string): string =>
  checks
    .filter((c) => c.section === key)
    .map((c) => `${c.item}：${c.method}，${c.limit}`)
    .join('\n');

/**
 * Sections that differ between two editions, as the other edition → this one: the text when it
 * changed, otherwise the section's structured checks when only a limit or a check changed.
 */
function changesBetween(cur: { texts: SectionTexts; checks: MonographCheck[] }, other: { texts: SectionTexts; checks: MonographCheck[] }): MonographChange[] {
  const changes: MonographChange[] = [];
  for (const s of MONOGRAPH_SECTIONS) {
    const [before, after] = [(other.texts[s.key] ?? '').trim(), (cur.texts[s.key] ?? '').trim()];
    if (before !== after) changes.push({ section: s.key, title: s.title, before, after });
    else if (checkLines(other.checks, s.key) !== checkLines(cur.checks, s.key)) {
      changes.push({ section: s.key, title: s.title, before: checkLines(other.checks, s.key), after: checkLines(cur.checks, s.key) });
    }
  }
  return changes;
}

export function createMonographService(deps: { monographs: MonographRepository; search: SearchService }) {
  const { monographs, search } = deps;
  return {
    async catalogue(edition: number): Promise<PharmacopoeiaVolume[]> {
      const rows = await monographs.catalogue(edition);
      return ([1, 2, 3, 4] as const)
        .map((volume) => ({
          volume,
          volumeName: PHARMACOPOEIA_VOLUME_LABELS[volume],
          categories: rows
            .filter((r) => Number(r.volume) === volume)
            .map((r) => ({ id: Number(r.id), volume, name: r.name, sort: Number(r.sort), monographCount: r.n })),
        }))
        .filter((v) => v.categories.length > 0);
    },

    /** The catalogue in pinyin order; a keyword narrows it through the lookup search, still in pinyin order. */
    async find(q: FindCategoryInfoQuery): Promise<PageResult<MonographSummary>> {
      const f: MonographFilter = { edition: q.edition, volume: q.volume, categoryId: q.categoryId, initial: q.initial };
      if (!q.keyword) {
        const { rows, total } = await monographs.page(f, q);
        return toPageResult(rows.map(toMonographSummary), total, q);
      }
      const { parsed, ids, total } = await search.monographsByPinyin(q.keyword, f, q);
      const rows = new Map((await monographs.byIds(ids)).map((r) => [Number(r.id), r]));
      const list = ids.map((id) => {
        const s = toMonographSummary(rows.get(id)!);
        return { ...s, nameRuns: highlightTerms(s.name, parsed.terms) };
      });
      return toPageResult(list, total, q);
    },

    async get(id: number): Promise<MonographDetail> {
      const [r] = await monographs.byIds([id], true);
      if (!r) throw new BusinessError(LOOKUP_MESSAGES.monographNotFound);
      const others = await monographs.otherEditions(r.code, id);
      const other = others[0];
      const checks = JSON.parse(r.checks) as MonographCheck[];
      return {
        ...toMonographSummary(r),
        aliases: JSON.parse(r.aliases) as string[],
        species: r.species,
        sections: orderedSections(r.sections),
        checks,
        otherEditions: others.map((o) => ({ id: Number(o.id), edition: Number(o.edition) as PharmacopoeiaEdition })),
        changes: other
          ? changesBetween({ texts: JSON.parse(r.sections) as SectionTexts, checks }, { texts: JSON.parse(other.sections) as SectionTexts, checks: JSON.parse(other.checks) as MonographCheck[] })
          : [],
      };
    },
  };
}
export type MonographService = ReturnType<typeof createMonographService>;
