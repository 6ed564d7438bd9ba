import { type LookupHit, type LookupSearchQuery, type MonographCheck, type PageQuery, type PageResult, type TextRuns, toPageResult } from '@tcm/shared';
import type { Clock } from '../../lib/clock';
import { beijingDate } from '../../lib/beijing-time';
import { type MonographFilter } from './filters';
import { highlightTerms, snippetRuns } from '../search/highlight';
import { orderedSections, toMonographSummary, toStandardSummary } from './mappers';
import type { MonographFullRow, StandardRow } from './rows';
import type { RankedRow, SearchFilter, SearchRepository } from './search-repository';
import { type ParsedQuery, parseQuery } from '../search/tokenizer';

/**
 * The other name or body sentence that shows the most query words the title does not show, then
 * the most query words, then the most highlighted text.
 */
function bestHit(title: string, lines: (string | null | undefined)[], terms: readonly string[]): TextRuns {
  const covered = title.toLowerCase();
  let best: TextRuns = [];
  let bestScore = 0;
  for (const line of lines) {
    if (!line) continue;
    const runs = snippetRuns(line, terms);
    const shown = runs.map(([text]) => text).join('').toLowerCase();
    const found = terms.filter((t) => shown.includes(t));
    const words = found.length;
    const fresh = found.filter((t) => !covered.includes(t)).length;
    const score = fresh * 1e6 + words * 1000 + runs.reduce((n, [text, hit]) => n + (hit ? text.length : 0), 0);
    if (score > bestScore && words > 0) [best, bestScore] = [runs, score];
  }
  return best;
}

export function createSearchService(deps: { search: SearchRepository; clock: Clock }) {
  const { search, clock } = deps;

  function monographHit(r: MonographFullRow, c: RankedRow, p: ParsedQuery): LookupHit {
    const s = toMonographSummary(r);
    const aliases = JSON.parse(r.aliases) as string[];
    const meta = [aliases.length ? `别名：${aliases.join('、')}` : null, `拼音：${r.pinyin}`, r.latin_name && `拉丁名：${r.latin_name}`, r.species && `基原：${r.species}`];
    const items = [...new Set((JSON.parse(r.checks) as MonographCheck[]).map((x) => x.item))];
    const body = c.tier === 5 ? [...orderedSections(r.sections).map((x) => `${x.title}：${x.content}`), items.length ? `检测项目：${items.join('、')}` : null] : [];
    return {
      kind: 'monograph',
      id: s.id,
      title: s.name,
      titleRuns: highlightTerms(s.name, p.terms),
      subtitle: [s.pinyin, s.latinName].filter(Boolean).join(' · '),
      snippetRuns: c.tier <= 3 ? [] : bestHit(s.name, [...meta, ...body], p.terms),
      tier: c.tier,
      volume: s.volume,
      categoryName: s.categoryName,
      edition: s.edition,
    };
  }

  function standardHit(r: StandardRow, c: RankedRow, p: ParsedQuery, today: string): LookupHit {
    const s = toStandardSummary(r, today);
    const title = `${s.standardNo} ${s.nameCn}`;
    return {
      kind: 'standard',
      id: s.id,
      title,
      titleRuns: highlightTerms(title, p.terms),
      subtitle: `${s.levelName} · ${s.stateName} · ${s.issuer}`,
      snippetRuns: c.tier <= 3 ? [] : bestHit(title, [s.nameEn && `英文名称：${s.nameEn}`, `适用范围：${r.scope}`, r.replaces_no && `代替：${r.replaces_no}`], p.terms),
      tier: c.tier,
      level: s.level,
      state: s.state,
    };
  }

  /** One page of the matches of `q` under a filter, best first. */
  async function page(q: string, f: SearchFilter, p: PageQuery) {
    const parsed = parseQuery(q);
    return { parsed, ...(await search.ranked(parsed, f, p.pageSize, (p.pageNum - 1) * p.pageSize)) };
  }

  return {
    page,

    /** The catalogue's keyword search: matching monographs in pinyin order. */
    async monographsByPinyin(q: string, f: MonographFilter, page: PageQuery) {
      const parsed = parseQuery(q);
      return { parsed, ...(await search.monographsByPinyin(parsed, f, page.pageSize, (page.pageNum - 1) * page.pageSize)) };
    },

    async search(q: LookupSearchQuery): Promise<PageResult<LookupHit>> {
      const today = beijingDate(clock.now());
      const f: SearchFilter = {
        // A filter of one kind (volume, category / level) leaves the other kind out.
        ...(q.scope !== 'standard' && q.level === undefined ? { monograph: { edition: q.edition, volume: q.volume, categoryId: q.categoryId } } : {}),
        ...(q.scope !== 'monograph' && q.volume === undefined && q.categoryId === undefined ? { standard: { today, level: q.level } } : {}),
      };
      const { parsed, rows, total } = await page(q.q, f, q);
      const hits = rows.map((c) => (c.monograph ? monographHit(c.monograph, c, parsed) : standardHit(c.standard!, c, parsed, today)));
      return toPageResult(hits, total, q);
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
