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

/** Append-only: the product has no call that edits or deletes an audit row. */
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
  };
}
