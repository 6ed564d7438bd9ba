import type { Kysely } from 'kysely';
import { DOC_KIND } from '../../modules/search/doc-kind';
import { indexProductsAfter } from '../../modules/search/product-index';

/**
 * Issue #18: the mall's keyword search reads the token index instead of scanning publish_product
 * with LIKE; the products already there get their tokens. Application code, as 0017: the rows must
 * be exactly what the running indexer writes and the search asks for.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
  const index = async (trx: Kysely<any>) => {
    await down(trx);
    await indexProductsAfter(trx, 0);
  };
  // PostgreSQL runs each migration in a transaction already; SQLite commits once (see 0017).
  await (db.isTransaction ? index(db) : db.transaction().execute(index));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('lookup_token').where('doc_kind', '=', DOC_KIND.PRODUCT).execute();
}
