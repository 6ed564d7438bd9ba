import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface AuditEntry {
  memberId?: number | null;
  account?: string | null;
  action: string;
  result: 'success' | 'failure' | 'refused';
  ip?: string | null;
  detail?: string | null;
}

/**
 * Append-only: the product has no call that edits an audit row, and deletes only rows past the
 * retention period (purgeBefore; migration 0024's triggers hold the database to the same).
 */
export function createAuditRepository(db: Kysely<Database>) {
  return {
    async insert(at: string, e: AuditEntry): Promise<void> {
      await db
        .insertInto('audit_log')
        .values({
          at,
          member_id: e.memberId ?? null,
          account: e.account?.slice(0, 40) ?? null,
          action: e.action,
          result: e.result,
          ip: e.ip ?? null,
          detail: e.detail?.slice(0, 500) ?? null,
        })
        .execute();
    },
    /** Deletes up to `limit` rows written before `at`, oldest first; answers how many went. */
    async purgeBefore(at: string, limit: number): Promise<number> {
      const r = await db
        .deleteFrom('audit_log')
        .where('id', 'in', (eb) => eb.selectFrom('audit_log').select('id').where('at', '<', at).orderBy('at').limit(limit))
        .executeTakeFirst();
      return Number(r.numDeletedRows);
    },
  };
}
