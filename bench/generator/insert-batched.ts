import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../apps/server/src/db/schema';

/** SQLite allows 32,766 bound parameters per statement and PostgreSQL 65,535; stay well below both. */
const MAX_PARAMETERS = 20_000;
const MAX_ROWS_PER_INSERT = 1_000;

/**
 * Inserts `count` rows made by `makeRow(i)` (called once per i, in order) as multi-row INSERTs
 * inside one transaction: one commit, hence one fsync, per table instead of one per row.
 */
export async function insertBatched<T extends keyof Database>(
  db: Kysely<Database>,
  table: T,
  count: number,
  makeRow: (i: number) => Insertable<Database[T]>,
): Promise<void> {
  if (count <= 0) return;
  await db.transaction().execute(async (trx) => {
    const first = makeRow(0);
    const columns = Math.max(1, Object.keys(first).length);
    const batchSize = Math.max(1, Math.min(MAX_ROWS_PER_INSERT, Math.floor(MAX_PARAMETERS / columns)));
    let batch: Insertable<Database[T]>[] = [first];
    for (let i = 1; i < count; i += 1) {
      if (batch.length === batchSize) {
        await trx.insertInto(table).values(batch).execute();
        batch = [];
      }
      batch.push(makeRow(i));
    }
    await trx.insertInto(table).values(batch).execute();
  });
}
