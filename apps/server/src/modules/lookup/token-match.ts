import { type RawBuilder, sql } from 'kysely';
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
