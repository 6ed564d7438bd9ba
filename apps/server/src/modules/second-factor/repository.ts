import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Authenticators, recovery codes and sign-in challenges (migration 0021). Takes a transaction. */
export function createSecondFactorRepository(db: Kysely<Database>) {
  return {
    memberBrief(memberId: number) {
      return db.selectFrom('sys_member').select(['id', 'user_account', 'mobile']).where('id', '=', memberId).executeTakeFirst();
    },

    // ------------------------------------------------------------ authenticator
    findTotp(memberId: number) {
      return db.selectFrom('member_totp').selectAll().where('member_id', '=', memberId).executeTakeFirst();
    },
    async savePending(memberId: number, secret: string, expiresAt: string, now: string): Promise<void> {
      const r = await db.updateTable('member_totp').set({ pending_secret: secret, pending_expires_at: expiresAt, updated_at: now }).where('member_id', '=', memberId).executeTakeFirst();
      if (Number(r.numUpdatedRows) === 0) {
        await db.insertInto('member_totp').values({ member_id: memberId, pending_secret: secret, pending_expires_at: expiresAt, updated_at: now }).execute();
      }
    },
    /** Turns the pending secret into the account's secret; false when another request changed it first. */
    async confirmPending(memberId: number, pendingSecret: string, step: number, now: string): Promise<boolean> {
      const r = await db
        .updateTable('member_totp')
        .set({ secret: pendingSecret, enabled_at: now, pending_secret: null, pending_expires_at: null, last_step: step, updated_at: now })
        .where('member_id', '=', memberId)
        .where('pending_secret', '=', pendingSecret)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    async disable(memberId: number, now: string): Promise<void> {
      await db.updateTable('member_totp').set({ secret: null, enabled_at: null, pending_secret: null, pending_expires_at: null, updated_at: now }).where('member_id', '=', memberId).execute();
    },
    /** Records the step a code was accepted for, only if it is newer than the last one: one winner per step. */
    async claimStep(memberId: number, step: number): Promise<boolean> {
      const r = await db
        .updateTable('member_totp')
        .set({ last_step: step })
        .where('member_id', '=', memberId)
        .where('secret', 'is not', null)
        .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    // ------------------------------------------------------------ recovery codes
    async replaceRecoveryCodes(memberId: number, hashes: string[], now: string): Promise<void> {
      await db.deleteFrom('recovery_code').where('member_id', '=', memberId).execute();
      await db.insertInto('recovery_code').values(hashes.map((code_hash) => ({ member_id: memberId, code_hash, created_at: now }))).execute();
    },
    async deleteRecoveryCodes(memberId: number): Promise<void> {
      await db.deleteFrom('recovery_code').where('member_id', '=', memberId).execute();
    },
    async recoveryCodesLeft(memberId: number): Promise<number> {
      const row = await db
        .selectFrom('recovery_code')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('member_id', '=', memberId)
        .where('used_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    /** Spends an unused code; false when it is unknown or already spent (also by a concurrent request). */
    async spendRecoveryCode(memberId: number, codeHash: string, now: string): Promise<boolean> {
      const r = await db
        .updateTable('recovery_code')
        .set({ used_at: now })
        .where('member_id', '=', memberId)
        .where('code_hash', '=', codeHash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) >= 1;
    },

    // ------------------------------------------------------------ sign-in challenges
    async insertChallenge(c: { tokenHash: string; memberId: number; factor: string; codeHash: string | null; now: string; expiresAt: string }): Promise<void> {
      await db
        .insertInto('login_challenge')
        .values({ token_hash: c.tokenHash, member_id: c.memberId, factor: c.factor, code_hash: c.codeHash, created_at: c.now, expires_at: c.expiresAt })
        .execute();
    },
    /**
     * Counts a try before the code is looked at, in one conditional update: a live challenge
     * (unused, unexpired, fewer than `maxTries` tries) answers its row, a dead one nothing —
     * however many tries arrive at once, at most `maxTries` get past this line.
     */
    countTry(tokenHash: string, now: string, maxTries: number) {
      return db
        .updateTable('login_challenge')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .where('attempts', '<', maxTries)
        .returning(['id', 'member_id', 'factor', 'code_hash', 'attempts'])
        .executeTakeFirst();
    },
    /** Single use: false when a concurrent request used the challenge first. */
    async consumeChallenge(id: number, now: string): Promise<boolean> {
      const r = await db.updateTable('login_challenge').set({ used_at: now }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    /** Challenges of the account since `since` that were not completed: a password guessed right does not buy endless tries. */
    async openChallengesSince(memberId: number, since: string): Promise<number> {
      const row = await db
        .selectFrom('login_challenge')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('member_id', '=', memberId)
        .where('created_at', '>=', since)
        .where('used_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    /** Tells a burned challenge from an unknown or expired one (only for the answer's wording). */
    findChallenge(tokenHash: string) {
      return db.selectFrom('login_challenge').select(['attempts', 'used_at', 'expires_at']).where('token_hash', '=', tokenHash).executeTakeFirst();
    },
    /** Removes the account's challenges that ended before `before` (they prove nothing any more). */
    async purgeChallenges(memberId: number, before: string): Promise<void> {
      await db.deleteFrom('login_challenge').where('member_id', '=', memberId).where('expires_at', '<', before).execute();
    },
  };
}
export type SecondFactorRepository = ReturnType<typeof createSecondFactorRepository>;
