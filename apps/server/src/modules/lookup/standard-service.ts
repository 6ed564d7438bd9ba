import {
  LOOKUP_MESSAGES,
  type PageResult,
  type QueryQualityControlStandardQuery,
  type StandardDetail,
  type StandardIssuer,
  type StandardRef,
  type StandardSummary,
  toPageResult,
} from '@tcm/shared';
import type { Clock } from '../../lib/clock';
import { BusinessError } from '../../lib/errors';
import { type StandardFilter } from './filters';
import { beijingDate } from '../../lib/beijing-time';
import { highlightTerms } from '../search/highlight';
import { toStandardSummary } from './mappers';
import type { SearchService } from './search-service';
import type { StandardRepository } from './standard-repository';
import type { StandardRow } from './rows';
import { standardNoKey } from '../search/tokenizer';

const FILE_URL_PREFIX = '/files/';

export function createStandardService(deps: { standards: StandardRepository; search: SearchService; clock: Clock }) {
  const { standards, search, clock } = deps;
  const ref = (r: StandardRow | undefined, fallbackNo: string | null): StandardRef | null =>
    r ? { id: Number(r.id), standardNo: r.standard_no, nameCn: r.name_cn } : fallbackNo ? { id: null, standardNo: fallbackNo, nameCn: '' } : null;

  return {
    /** Without a keyword: newest in force first; with one: ranked by the lookup search. */
    async query(q: QueryQualityControlStandardQuery): Promise<PageResult<StandardSummary>> {
      const today = beijingDate(clock.now());
      const f: StandardFilter = { today, level: q.level, state: q.state as StandardFilter['state'], issuer: q.issuer || undefined, year: q.year };
      if (!q.keyword) {
        const { rows, total } = await standards.page(f, q);
        return toPageResult(
          rows.map((r) => toStandardSummary(r, today)),
          total,
          q,
        );
      }
      const { parsed, rows: page, total } = await search.page(q.keyword, { standard: f }, q);
      const list = page.map((c) => {
        const s = toStandardSummary(c.standard!, today);
        return { ...s, nameRuns: highlightTerms(s.nameCn, parsed.terms) };
      });
      return toPageResult(list, total, q);
    },

    async get(id: number): Promise<StandardDetail> {
      const [r] = await standards.byIds([id]);
      if (!r) throw new BusinessError(LOOKUP_MESSAGES.standardNotFound);
      const [replaces, replacedBy] = await Promise.all([
        r.replaces_key ? standards.byNumber(r.replaces_key, id) : undefined,
        standards.replacing(standardNoKey(r.standard_no), id),
      ]);
      return {
        ...toStandardSummary(r, beijingDate(clock.now())),
        scope: r.scope,
        replaces: ref(replaces, r.replaces_no),
        replacedBy: ref(replacedBy, null),
        pdfUrl: r.pdf_key ? FILE_URL_PREFIX + r.pdf_key : null,
      };
    },

    issuers: (): Promise<StandardIssuer[]> => standards.issuers(),
  };
}
export type StandardService = ReturnType<typeof createStandardService>;
