import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** Fixed-window counters in the database, so several server instances share them. */
export function createRateLimitRepository(db: Kysely<Database>) {
  return {
    /** Counts one hit in `bucket`'s current window and returns the hits so far in it. */
    async hit(bucket: string, windowStart: number): Promise<number> {
      const row = await db
        .insertInto('rate_limit_counter')
        .values({ bucket, window_start: windowStart, hits: 1 })
        .onConflict((oc) =>
          oc.column('bucket').doUpdateSet({
            hits: sql<number>`case when rate_limit_counter.window_start = ${windowStart} then rate_limit_counter.hits + 1 else 1 end`,
            window_start: windowStart,
          }),
        )
        .returning('hits')
        .executeTakeFirstOrThrow();
      return Number(row.hits);
    },
    /** Adds `amount` (files, KiB …) to `bucket`'s current window in one statement and returns the new total. */
    async add(bucket: string, windowStart: number, amount: number): Promise<number> {
      const row = await db
        .insertInto('rate_limit_counter')
        .values({ bucket, window_start: windowStart, hits: amount })
        .onConflict((oc) =>
          oc.column('bucket').doUpdateSet({
            hits: sql<number>`case when rate_limit_counter.window_start = ${windowStart} then rate_limit_counter.hits + ${amount} else ${amount} end`,
            window_start: windowStart,
          }),
        )
        .returning('hits')
        .executeTakeFirstOrThrow();
      return Number(row.hits);
    },
    /** Takes `amount` back from the window it was added to (nothing once a new window has begun). */
    async takeBack(bucket: string, windowStart: number, amount: number): Promise<void> {
      await db
        .updateTable('rate_limit_counter')
        .set({ hits: sql<number>`hits - ${amount}` })
        .where('bucket', '=', bucket)
        .where('window_start', '=', windowStart)
        .execute();
    },
    /** Forgets a bucket's hits (an owner who proved control of the account starts afresh). */
    async clear(bucket: string): Promise<void> {
      await db.deleteFrom('rate_limit_counter').where('bucket', '=', bucket).execute();
    },
  };
}
