import { type Expression, type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import { engineOf } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { type MonographFilter, type StandardFilter, and, standardConds } from './filters';
import { DOC_KIND, type DocKind, monographFacet } from '../search/doc-kind';
import type { MonographFullRow, StandardRow } from './rows';
import { documentColumns, monographOf, standardOf } from './search-columns';
import type { ParsedQuery } from '../search/tokenizer';

export type Tier = 1 | 2 | 3 | 4 | 5;

export interface SearchFilter {
  /** Present: monographs matching it are searched. */
  monograph?: MonographFilter;
  standard?: StandardFilter;
}

export interface RankedRow {
  kind: DocKind;
  id: number;
  tier: Tier;
  /** The document's row: a monograph's or a standard's, by kind. */
  monograph?: MonographFullRow;
  standard?: StandardRow;
}

/**
 * The index also holds the news articles' tokens (DOC_KIND.ARTICLE, read by content/): the lookup
 * reads kinds below it only, in literal SQL, which the partial index lookup_token_rank requires.
 */
const FIRST_OTHER_KIND = DOC_KIND.ARTICLE;
const LOOKUP_KINDS = sql.raw(`doc_kind < ${FIRST_OTHER_KIND}`);

/** Probing a token's postings stops here: beyond it, a token is simply "common". */
const PROBE_CAP = 1_000;

/** The filters as conditions on the driving token row t0: its facet, or a key lookup for the rarer filters. */
function filterSql(f: SearchFilter): RawBuilder<SqlBool> {
  const parts: RawBuilder<SqlBool>[] = [];
  if (f.monograph) {
    const m = f.monograph;
    const base = monographFacet(m.edition, 0);
    const c = [sql<SqlBool>`t0.doc_kind = ${DOC_KIND.MONOGRAPH}`, sql<SqlBool>`t0.facet between ${base} and ${base + 99_999}`];
    if (m.categoryId !== undefined) c.push(sql<SqlBool>`t0.facet = ${base + m.categoryId}`);
    if (m.volume !== undefined) c.push(sql<SqlBool>`t0.facet in (select id + ${base} from pharmacopoeia_category where volume = ${m.volume})`);
    if (m.initial !== undefined) c.push(sql<SqlBool>`t0.doc_id in (select id from pharmacopoeia_monograph where initial = ${m.initial})`);
    parts.push(sql<SqlBool>`(${and(c)})`);
  }
  if (f.standard) {
    const c = [sql<SqlBool>`t0.doc_kind = ${DOC_KIND.STANDARD}`];
    if (f.standard.level !== undefined) c.push(sql<SqlBool>`t0.facet = ${f.standard.level}`);
    const rest = standardConds({ ...f.standard, level: undefined });
    if (rest.length) c.push(sql<SqlBool>`t0.doc_id in (select s.id from quality_standard s where ${and(rest)})`);
    parts.push(sql<SqlBool>`(${and(c)})`);
  }
  return parts.length ? sql<SqlBool>`(${sql.join(parts, sql` or `)})` : sql<SqlBool>`1 = 0`;
}

export function createSearchRepository(db: Kysely<Database>) {
  const postgres = engineOf(db) === 'postgres';
  const greatest = sql.raw(postgres ? 'greatest' : 'max');

  /**
   * The rarest token drives the join; the others are key lookups per driving row. SQLite joins in
   * the order written, so it is told; PostgreSQL's planner orders the joins from its statistics of
   * the token column (0018), which saves a round trip.
   */
  async function driverFirst(tokens: readonly string[]): Promise<string[]> {
    if (tokens.length < 2 || postgres) return [...tokens];
    const probes = tokens.map(
      (t, i) => sql`select ${i} as i, count(*) as n from (select 1 as one from lookup_token where token = ${t} and ${LOOKUP_KINDS} limit ${PROBE_CAP}) p${sql.raw(String(i))}`,
    );
    const { rows } = await sql<{ i: number; n: number | string }>`${sql.join(probes, sql` union all `)}`.execute(db);
    const n = new Map(rows.map((r) => [Number(r.i), Number(r.n)]));
    const order = tokens.map((t, i) => ({ t, n: n.get(i) ?? 0 })).sort((a, b) => a.n - b.n || b.t.length - a.t.length || (a.t < b.t ? -1 : 1));
    return order.map((o) => o.t);
  }

  /** FROM and WHERE of the documents holding every token, with the worst field and the tier. */
  async function matching(q: ParsedQuery, f: SearchFilter) {
    const tokens = await driverFirst(q.tokens);
    const alias = (i: number) => sql.raw(`t${i}`);
    // A literal bound, not a parameter: SQLite uses the partial index lookup_token_rank only then.
    const lookupOnly = (i: number) => sql.raw(`t${i}.doc_kind < ${FIRST_OTHER_KIND}`);
    const from = sql.join(
      tokens.map((_, i) => sql`lookup_token ${alias(i)}`),
      sql` cross join `,
    );
    const joins = tokens.slice(1).map((t, k) => {
      const a = alias(k + 1);
      return sql<SqlBool>`${a}.token = ${t} and ${lookupOnly(k + 1)} and ${a}.doc_kind = t0.doc_kind and ${a}.doc_id = t0.doc_id`;
    });
    const where = and([sql<SqlBool>`t0.token = ${tokens[0]} and ${lookupOnly(0)}`, ...joins, filterSql(f)]);
    const lvl = tokens.length === 1 ? sql`t0.field` : sql`${greatest}(${sql.join(tokens.map((_, i) => sql`${alias(i)}.field`))})`;
    const leadAt = q.lead === null ? -1 : tokens.indexOf(q.lead);
    const leadField = leadAt < 0 ? sql`1` : sql`${alias(leadAt)}.field`;
    // exact name > name prefix > name contains > other names and keys > body.
    const tier = sql<number>`case when ${lvl} <= 1 then (case when ${leadField} = 0 then (case when t0.name_len = ${q.compact.length} then 1 else 2 end) else 3 end) when ${lvl} = 4 then 5 else 4 end`;
    return { from, where, lvl, tier, joined: tokens.length > 1 };
  }

  async function countOf(from: RawBuilder<unknown>, where: Expression<SqlBool>): Promise<number> {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${from} where ${where}`.execute(db);
    return Number(rows[0]?.n ?? 0);
  }

  return {
    /**
     * One page of the documents holding every query token, best first (ties by kind and id), with
     * each document's row and the number of matches: one statement, so one round trip.
     */
    async ranked(q: ParsedQuery, f: SearchFilter, limit: number, offset: number): Promise<{ rows: RankedRow[]; total: number }> {
      if (q.tokens.length === 0) return { rows: [], total: 0 };
      const { from, where, lvl, tier, joined } = await matching(q, f);
      // One token: the tier rises with the field (and, on the name's start, with the name's length),
      // so the index lookup_token_rank yields the rows in rank order and the engine stops at the page;
      // the count is a subquery run once. Several: the joins are the cost, so they run once and a
      // window counts what they found.
      const [order, outer] = joined
        ? [sql`tier, lvl, t0.name_len, t0.doc_kind, t0.doc_id`, sql`h.tier, h.lvl, h.name_len, h.kind, h.id`]
        : [sql`t0.field, t0.name_len, t0.doc_kind, t0.doc_id`, sql`h.lvl, h.name_len, h.kind, h.id`];
      const total = joined ? sql`h.total` : sql`(select count(*) from ${from} where ${where})`;
      const docs = documentColumns(DOC_KIND.MONOGRAPH, DOC_KIND.STANDARD);
      const { rows } = await sql<Record<string, unknown> & { kind: number; id: number; tier: number; total: number | string }>`
        with h as (
          select t0.doc_kind as kind, t0.doc_id as id, ${tier} as tier, ${lvl} as lvl, t0.name_len${joined ? sql`, count(*) over () as total` : sql``}
          from ${from} where ${where}
          order by ${order}
          limit ${limit} offset ${offset})
        select h.kind, h.id, h.tier, ${total} as total, ${docs.select}
        from h ${docs.joins}
        order by ${outer}`.execute(db);
      const n = rows[0] ? Number(rows[0].total) : offset > 0 ? await countOf(from, where) : 0;
      return {
        rows: rows.map((r) => {
          const kind = Number(r.kind) as DocKind;
          const doc = kind === DOC_KIND.MONOGRAPH ? { monograph: monographOf(r) } : { standard: standardOf(r) };
          return { kind, id: Number(r.id), tier: Number(r.tier) as Tier, ...doc };
        }),
        total: n,
      };
    },

    /** The catalogue's keyword search: matching monographs in pinyin order. */
    async monographsByPinyin(q: ParsedQuery, f: MonographFilter, limit: number, offset: number): Promise<{ ids: number[]; total: number }> {
      if (q.tokens.length === 0) return { ids: [], total: 0 };
      const { from, where } = await matching(q, { monograph: f });
      const [{ rows }, total] = await Promise.all([
        sql<{ id: number }>`
          select t0.doc_id as id from ${from} cross join pharmacopoeia_monograph m
          where ${where} and m.id = t0.doc_id
          order by m.pinyin_key, m.id
          limit ${limit} offset ${offset}`.execute(db),
        countOf(from, where),
      ]);
      return { ids: rows.map((r) => Number(r.id)), total };
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
