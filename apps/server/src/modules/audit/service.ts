import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type Clock, iso } from '../../lib/clock';
import { type AuditEntry, createAuditRepository } from './repository';

export const AUDIT_ACTIONS = {
  register: 'register',
  login: 'login',
  logout: 'logout',
  lockout: 'lockout',
  passwordChange: 'password_change',
  passwordReset: 'password_reset',
  smsCode: 'sms_code',
  /** The owner lifted a lock with an SMS code (issue #17). */
  unlock: 'unlock',
} as const;

/** Who did what, when, from where, with what result. Never a password, hash or code. */
export function createAuditService(clock: Clock) {
  return {
    async record(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
      await createAuditRepository(db).insert(iso(clock.now()), entry);
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
