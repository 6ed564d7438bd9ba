import { type Kysely, sql } from 'kysely';
import { engineOf } from '../dialect';

/**
 * Issue #7: a one-word search reads its best rows in index order and stops at the page, instead of
 * sorting every document that holds the word (人参: ~4,000 of 100,000). The order is the ranking's:
 * field (name start > name > keys > other names > body), then the shorter name, then kind and id.
 * Monographs and standards only (kinds 1 and 2; the news articles' tokens, kind 3, are read by id).
 * PostgreSQL also keeps the frequencies of many more tokens, so its planner orders the joins of a
 * several-word search by the rarest word without a probe query.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === 'postgres') {
    await sql`create index lookup_token_rank on lookup_token (token, field, name_len, doc_kind, doc_id) include (facet) where doc_kind < 3`.execute(db);
    await sql`alter table lookup_token alter column token set statistics 2000`.execute(db);
  } else {
    await sql`create index lookup_token_rank on lookup_token (token, field, name_len, doc_kind, doc_id, facet) where doc_kind < 3`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index lookup_token_rank`.execute(db);
  if (engineOf(db) === 'postgres') await sql`alter table lookup_token alter column token set statistics -1`.execute(db);
}
