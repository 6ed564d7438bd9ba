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
    async countAttempt(id: number): Promise<void> {
      await db
        .updateTable('verification_code')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },
    /** Marks the code used; false when another request used it first. */
    async markUsed(id: number, now: string): Promise<boolean> {
      const r = await db.updateTable('verification_code').set({ used_at: now }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
  };
}
