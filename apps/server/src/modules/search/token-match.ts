import { type Kysely, type SqlBool, type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import { engineOf } from '../../db/dialect';
import type { Database } from '../../db/schema';
import type { DocKind } from './doc-kind';

/**
 * The ids of the documents of one kind that hold every token, as a subquery for `id in (…)`.
 * Other modules (the news search) filter and order their own rows by it; the lookup search
 * ranks on the token rows themselves (search-repository). No tokens: no document.
 */
export function docsHoldingAll(kind: DocKind, tokens: readonly string[]): RawBuilder<{ doc_id: number }> {
  if (tokens.length === 0) return sql`select doc_id from lookup_token where 1 = 0`;
  const alias = (i: number) => sql.raw(`t${i}`);
  const joins = tokens.slice(1).map(
    (t, k) => sql` join lookup_token ${alias(k + 1)} on ${alias(k + 1)}.token = ${t} and ${alias(k + 1)}.doc_kind = t0.doc_kind and ${alias(k + 1)}.doc_id = t0.doc_id`,
  );
  return sql`select t0.doc_id from lookup_token t0${sql.join(joins, sql``)} where t0.token = ${tokens[0]} and t0.doc_kind = ${kind}`;
}

/**
 * The document at `id` holds `token` of this kind: a key lookup in the token index. As a plain
 * EXISTS, which the planner may turn into a join; every such probe of one query names the same `id`,
 * so whatever order it picks, each token's postings are joined on the document.
 */
export function holdsToken(kind: DocKind, token: string, id: RawBuilder<unknown>): RawBuilder<SqlBool> {
  return sql<SqlBool>`exists (select 1 from lookup_token k where k.token = ${token} and k.doc_kind = ${kind} and k.doc_id = ${id})`;
}

/**
 * The same check, run once per row of the query it filters: what a search driven by the rarest
 * token's postings (fromPostings) needs. There the row's id comes out of the LATERAL fence, so the
 * planner does not know it equals the driving posting's; as plain EXISTS it turned the other tokens
 * into semi-joins, and with correlated bigrams of one keyword (当归二氧化硫 → 二氧, 氧化, 化硫,
 * which always occur together) it estimated their intersection at one row, put it outside the
 * driving token's postings and read all of those once for each row of it, with no join condition:
 * minutes for one public search on the large data set (issue #18). OFFSET 0 keeps PostgreSQL from
 * turning the subquery into a join; SQLite runs a correlated EXISTS per row as written (and has no
 * OFFSET without LIMIT).
 */
export function probesToken(db: Kysely<Database>, kind: DocKind, token: string, id: RawBuilder<unknown>): RawBuilder<SqlBool> {
  const fence = engineOf(db) === 'postgres' ? sql` offset 0` : sql``;
  return sql<SqlBool>`exists (select 1 from lookup_token k where k.token = ${token} and k.doc_kind = ${kind} and k.doc_id = ${id}${fence})`;
}

/** Probing a token's postings stops here: a token with more is simply "common". */
export const PROBE_CAP = 2_000;

/**
 * Each token's postings of one kind, counted up to `cap` (reading a common token's postings stops
 * there), rarest first (ties by token): a search drives by the first, and only when even the first
 * reaches the cap is every token "common" (issue #18). One statement for all the tokens.
 */
export async function rarestFirst(db: Kysely<Database>, kind: DocKind, tokens: readonly string[], cap: number): Promise<{ token: string; n: number }[]> {
  if (tokens.length === 0) return [];
  const probes = tokens.map(
    (t, i) => sql`select ${i} as i, count(*) as n from (select 1 as one from lookup_token where token = ${t} and doc_kind = ${kind} limit ${cap}) p${sql.raw(String(i))}`,
  );
  const { rows } = await sql<{ i: number | string; n: number | string }>`${sql.join(probes, sql` union all `)}`.execute(db);
  const n = new Map(rows.map((r) => [Number(r.i), Number(r.n)]));
  return tokens.map((token, i) => ({ token, n: n.get(i) ?? 0 })).sort((a, b) => a.n - b.n || (a.token < b.token ? -1 : a.token > b.token ? 1 : 0));
}

/** The tables whose rows a token's postings point at (by `id`). */
type PostingsTable = 'article_info' | 'publish_product';
type FromPostings<T extends PostingsTable, A extends string> = SelectQueryBuilder<Database & Record<A, Database[T]> & { t0: Database['lookup_token'] }, 't0' | A, object>;

/**
 * `table` (as `alias`) read through one token's postings, one primary-key lookup per posting, in the
 * postings' order: what a rare token's search walks, and what a capped count reads until its cap.
 * SQLite keeps a CROSS JOIN's order as written. PostgreSQL reorders joins by its estimates and hashed
 * the postings against a scan of the whole table (every approved article read for the 326 postings
 * of 人参; the listed products scanned for the capped count of 饮片), so there the table is reached
 * through a LATERAL subquery fenced with OFFSET 0, which it cannot flatten (issue #18).
 */
export function fromPostings<T extends PostingsTable, A extends string>(db: Kysely<Database>, kind: DocKind, token: string, table: T, alias: A): FromPostings<T, A> {
  const postings = db.selectFrom('lookup_token as t0').where('t0.token', '=', token).where('t0.doc_kind', '=', kind);
  const posted = (row: string) => sql<SqlBool>`${sql.ref(`${row}.id`)} = t0.doc_id`;
  // One alias type inside (the caller's alias is only a name in the SQL; the result is typed by it).
  const as = alias as string as 'x';
  if (engineOf(db) === 'postgres') {
    return postings.crossJoinLateral((eb) => eb.selectFrom(sql.table(table).as('x')).selectAll().where(posted('x')).offset(0).as(as)) as unknown as FromPostings<T, A>;
  }
  return postings.crossJoin(sql.table(table).as(as)).where(posted(alias)) as unknown as FromPostings<T, A>;
}
