import { type RawBuilder, sql } from 'kysely';
import type { MonographFullRow, StandardRow } from './rows';

/**
 * The columns of a search page's documents, read in the ranking's own statement (one round trip):
 * a monograph's as `m_…`, a standard's as `s_…`, both left-joined on the ranked hit.
 */
const MONOGRAPH = ['id', 'code', 'edition', 'volume', 'category_id', 'name', 'pinyin', 'initial', 'latin_name', 'species', 'aliases', 'sections', 'checks'] as const satisfies readonly (keyof MonographFullRow)[];
const STANDARD = [
  'id', 'standard_no', 'no_key', 'name_cn', 'name_en', 'level', 'issuer', 'issue_date', 'implement_date', 'abolish_date', 'scope', 'replaces_no', 'replaces_key', 'pdf_key', 'herbs',
] as const satisfies readonly (keyof StandardRow)[];

const list = (alias: string, cols: readonly string[]) => sql.raw(cols.map((c) => `${alias}.${c} as ${alias}_${c}`).join(', '));

/** The select list and joins that bring each hit's document (hits aliased `h`, kind and id). */
export function documentColumns(monographKind: number, standardKind: number): { select: RawBuilder<unknown>; joins: RawBuilder<unknown> } {
  return {
    select: sql`${list('m', MONOGRAPH)}, c.name as m_category_name, ${list('s', STANDARD)}`,
    joins: sql`left join pharmacopoeia_monograph m on h.kind = ${monographKind} and m.id = h.id
      left join pharmacopoeia_category c on c.id = m.category_id
      left join quality_standard s on h.kind = ${standardKind} and s.id = h.id`,
  };
}

function pick<T>(row: Record<string, unknown>, alias: string, cols: readonly string[]): T {
  return Object.fromEntries(cols.map((c) => [c, row[`${alias}_${c}`]])) as T;
}

export const monographOf = (row: Record<string, unknown>): MonographFullRow => ({
  ...pick<Omit<MonographFullRow, 'category_name'>>(row, 'm', MONOGRAPH),
  category_name: row.m_category_name as string,
});
export const standardOf = (row: Record<string, unknown>): StandardRow => pick<StandardRow>(row, 's', STANDARD);
