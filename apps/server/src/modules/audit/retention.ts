import type { Kysely } from 'kysely';
import { AUDIT_RETENTION_FLOOR_DAYS } from '../../config';
import type { Database } from '../../db/schema';
import { type Clock, iso } from '../../lib/clock';
import { createAuditRepository } from './repository';

const DAY_MS = 86_400_000;
/** Rows deleted per statement: a large backlog goes in short transactions, not one long lock. */
const PURGE_BATCH = 5_000;

/**
 * Keeps the audit log as long as AUDIT_RETENTION_DAYS says (never under the 180-day floor) and
 * no longer: the one path that deletes audit rows (plugins/audit-retention runs it periodically).
 */
export function createAuditRetention({ db, clock, days }: { db: Kysely<Database>; clock: Clock; days: number }) {
  // loadConfig refuses a shorter period; this guards configs built in code (tests, tools).
  if (!(days >= AUDIT_RETENTION_FLOOR_DAYS)) throw new Error(`AUDIT_RETENTION_DAYS 不能小于 ${AUDIT_RETENTION_FLOOR_DAYS}`);
  return {
    days,
    /** Deletes the rows older than the retention period; answers how many. */
    async purge(): Promise<number> {
      const cutoff = iso(clock.now() - days * DAY_MS);
      const repo = createAuditRepository(db);
      let total = 0;
      for (;;) {
        const n = await repo.purgeBefore(cutoff, PURGE_BATCH);
        total += n;
        if (n < PURGE_BATCH) return total;
      }
    },
  };
}
export type AuditRetention = ReturnType<typeof createAuditRetention>;
