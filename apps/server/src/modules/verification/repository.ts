import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export function createVerificationRepository(db: Kysely<Database>) {
  return {
    latest(mobile: string, purpose: string) {
      return db
        .selectFrom('verification_code')
        .selectAll()
        .where('mobile', '=', mobile)
        .where('purpose', '=', purpose)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },
    async insert(v: { mobile: string; purpose: string; codeHash: string; now: string; expiresAt: string }): Promise<void> {
      await db
        .insertInto('verification_code')
        .values({ mobile: v.mobile, purpose: v.purpose, code_hash: v.codeHash, created_at: v.now, expires_at: v.expiresAt })
        .execute();
    },
    /** Counts a wrong try in one statement and answers the count it reached. */
    async countAttempt(id: number): Promise<number> {
      const row = await db
        .updateTable('verification_code')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .returning('attempts')
        .executeTakeFirstOrThrow();
      return Number(row.attempts);
    },
    /** Marks the code used; false when another request used it first or its tries ran out meanwhile. */
    async markUsed(id: number, now: string, maxTries: number): Promise<boolean> {
      const r = await db
        .updateTable('verification_code')
        .set({ used_at: now })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .where('attempts', '<', maxTries)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
  };
}
