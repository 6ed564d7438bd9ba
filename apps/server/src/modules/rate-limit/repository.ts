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
    /** Forgets a bucket's hits (an owner who proved control of the account starts afresh). */
    async clear(bucket: string): Promise<void> {
      await db.deleteFrom('rate_limit_counter').where('bucket', '=', bucket).execute();
    },
  };
}
