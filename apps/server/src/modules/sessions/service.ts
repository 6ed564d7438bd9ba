import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type Clock, iso } from '../../lib/clock';
import { randomToken, sha256 } from '../../lib/crypto';
import { createSessionRepository } from './repository';

export interface SessionPolicy {
  idleMs: number;
  maxMs: number;
}

export interface ActiveSession {
  sessionId: number;
  memberId: number;
  token: string;
  /** ms timestamp: the end of the session's life (§3 expireTime). */
  expireTime: number;
  /** How the sign-in passed a second factor (issue #17): 'totp', 'sms', 'recovery', or null. */
  secondFactor: string | null;
  /** Signed in with an initial password: only changing it (or logging out) is allowed. */
  passwordChangeRequired: boolean;
}

/** What a sign-in proved besides the password (issue #17). */
export interface SessionGrant {
  secondFactor?: string | null;
  passwordChangeRequired?: boolean;
}

/** Refresh last_seen at most once a minute, so reads do not turn into a write each. */
const TOUCH_EVERY_MS = 60_000;

/**
 * Opaque random tokens; the database keeps only their SHA-256, so a leaked table signs no one in.
 * A session ends at its expiry, after `idleMs` without a call, or when revoked (logout, password change).
 */
export function createSessionService(clock: Clock, policy: SessionPolicy) {
  return {
    async issue(db: Kysely<Database>, memberId: number, ip: string | null, grant: SessionGrant = {}): Promise<ActiveSession> {
      const token = randomToken();
      const now = clock.now();
      const expireTime = now + policy.maxMs;
      const secondFactor = grant.secondFactor ?? null;
      const passwordChangeRequired = grant.passwordChangeRequired ?? false;
      await createSessionRepository(db).insert({ tokenHash: sha256(token), memberId, now: iso(now), expiresAt: iso(expireTime), ip, secondFactor, passwordChangeRequired });
      const row = await createSessionRepository(db).findByTokenHash(sha256(token));
      return { sessionId: row!.id, memberId, token, expireTime, secondFactor, passwordChangeRequired };
    },

    /** The live session a token belongs to, or null (unknown, revoked, expired, idle). */
    async resolve(db: Kysely<Database>, token: string): Promise<ActiveSession | null> {
      const repo = createSessionRepository(db);
      const row = await repo.findByTokenHash(sha256(token));
      if (!row || row.revoked_at) return null;
      const now = clock.now();
      const expireTime = Date.parse(row.expires_at);
      if (expireTime <= now || Date.parse(row.last_seen_at) + policy.idleMs <= now) return null;
      if (now - Date.parse(row.last_seen_at) >= TOUCH_EVERY_MS) await repo.touch(row.id, iso(now));
      return { sessionId: row.id, memberId: row.member_id, token, expireTime, secondFactor: row.second_factor, passwordChangeRequired: row.password_change_required === 1 };
    },

    /**
     * Issue #22: when a session ends if no further call comes (its expiry, or its idle limit), or
     * null when it has ended. Only reads: an open live stream does not keep its session alive.
     */
    async liveUntil(db: Kysely<Database>, sessionId: number): Promise<number | null> {
      const row = await createSessionRepository(db).findById(sessionId);
      if (!row || row.revoked_at) return null;
      const until = Math.min(Date.parse(row.expires_at), Date.parse(row.last_seen_at) + policy.idleMs);
      return until > clock.now() ? until : null;
    },

    async markSecondFactor(db: Kysely<Database>, sessionId: number, factor: string): Promise<void> {
      await createSessionRepository(db).markSecondFactor(sessionId, factor);
    },

    async revoke(db: Kysely<Database>, sessionId: number): Promise<void> {
      await createSessionRepository(db).revoke(sessionId, iso(clock.now()));
    },

    async revokeAllOfMember(db: Kysely<Database>, memberId: number): Promise<void> {
      await createSessionRepository(db).revokeAllOfMember(memberId, iso(clock.now()));
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
