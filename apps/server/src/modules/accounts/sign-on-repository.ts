import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';

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
    /**
     * Records an issueNonce request id; false when it was seen before (the primary key decides,
     * so two copies of one request sent at once cannot both pass). Ids past their window go first.
     */
    async rememberRequest(requestId: string, expiresAt: string, now: string): Promise<boolean> {
      await db.deleteFrom('sso_request').where('expires_at', '<', now).execute();
      try {
        await db.insertInto('sso_request').values({ request_id: requestId, expires_at: expiresAt }).execute();
        return true;
      } catch (err) {
        if (isUniqueViolation(err)) return false;
        throw err;
      }
    },
  };
}
