import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export function createSessionRepository(db: Kysely<Database>) {
  return {
    async insert(s: { tokenHash: string; memberId: number; now: string; expiresAt: string; ip: string | null; secondFactor: string | null; passwordChangeRequired: boolean }): Promise<void> {
      await db
        .insertInto('user_session')
        .values({
          token_hash: s.tokenHash,
          member_id: s.memberId,
          created_at: s.now,
          last_seen_at: s.now,
          expires_at: s.expiresAt,
          ip: s.ip,
          second_factor: s.secondFactor,
          password_change_required: s.passwordChangeRequired ? 1 : 0,
        })
        .execute();
    },
    /** A live session that proves a second factor now (an enrolment confirmed with a code). */
    async markSecondFactor(id: number, factor: string): Promise<void> {
      await db.updateTable('user_session').set({ second_factor: factor }).where('id', '=', id).where('revoked_at', 'is', null).execute();
    },
    findById(id: number) {
      return db.selectFrom('user_session').select(['revoked_at', 'last_seen_at', 'expires_at']).where('id', '=', id).executeTakeFirst();
    },
    findByTokenHash(tokenHash: string) {
      return db.selectFrom('user_session').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
    },
    async touch(id: number, now: string): Promise<void> {
      await db.updateTable('user_session').set({ last_seen_at: now }).where('id', '=', id).execute();
    },
    async revoke(id: number, now: string): Promise<void> {
      await db.updateTable('user_session').set({ revoked_at: now }).where('id', '=', id).where('revoked_at', 'is', null).execute();
    },
    async revokeAllOfMember(memberId: number, now: string): Promise<void> {
      await db
        .updateTable('user_session')
        .set({ revoked_at: now })
        .where('member_id', '=', memberId)
        .where('revoked_at', 'is', null)
        .execute();
    },
  };
}
