import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export function createNonceRepository(db: Kysely<Database>) {
  return {
    async insert(n: { nonceHash: string; memberId: number; now: string; expiresAt: string }): Promise<void> {
      await db
        .insertInto('sso_nonce')
        .values({ nonce_hash: n.nonceHash, member_id: n.memberId, created_at: n.now, expires_at: n.expiresAt })
        .execute();
    },
    /** Uses the nonce if it is unused and unexpired; the conditional update makes a replay lose. */
    async consume(nonceHash: string, now: string): Promise<number | null> {
      const row = await db
        .updateTable('sso_nonce')
        .set({ used_at: now })
        .where('nonce_hash', '=', nonceHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('member_id')
        .executeTakeFirst();
      return row?.member_id ?? null;
    },
  };
}
