import type { Kysely } from 'kysely';
import { DOC_KIND } from '../../modules/search/doc-kind';
import { indexArticlesAfter } from '../../modules/search/article-index';

/**
 * Issue #7: the news search reads the lookup token index instead of scanning article_info with LIKE;
 * the articles already there get their tokens. The only migration that calls application code: the
 * rows must be exactly what the running tokenizer makes and parseQuery asks for, which a copy frozen
 * here could not promise. (A later tokenizer change needs its own re-indexing migration anyway.)
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  // PostgreSQL runs each migration in a transaction already; SQLite does not, and one commit is far
  // quicker than one per batch (100,000 bench articles are ~8 million token rows).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
  const index = async (trx: Kysely<any>) => {
    await down(trx);
    await indexArticlesAfter(trx, 0);
  };
  await (db.isTransaction ? index(db) : db.transaction().execute(index));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('lookup_token').where('doc_kind', '=', DOC_KIND.ARTICLE).execute();
}
