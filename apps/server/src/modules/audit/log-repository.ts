import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { containsPattern, ilike } from '../../lib/sql-like';

export interface AuditFilter {
  account?: string;
  action?: string;
  /** ISO instants: from inclusive, to exclusive. */
  fromAt?: string;
  toAt?: string;
  keyword?: string;
}

const COLUMNS = ['id', 'at', 'member_id', 'account', 'action', 'result', 'ip', 'detail'] as const;

/** Reads the audit log (writing stays with modules/audit), and names the acting operator. */
export function createAdminAuditRepository(db: Kysely<Database>) {
  const filtered = (f: AuditFilter) => {
    let q = db.selectFrom('audit_log');
    if (f.account) q = q.where('account', '=', f.account);
    if (f.action) q = q.where('action', '=', f.action);
    if (f.fromAt) q = q.where('at', '>=', f.fromAt);
    if (f.toAt) q = q.where('at', '<', f.toAt);
    if (f.keyword) {
      const p = containsPattern(f.keyword);
      q = q.where((eb) => eb.or([ilike(eb.fn.coalesce('detail', eb.val('')), p), ilike(eb.fn.coalesce('account', eb.val('')), p), ilike(eb.ref('action'), p)]));
    }
    return q;
  };
  return {
    async page(f: AuditFilter, limit: number, offset: number) {
      const [rows, count] = await Promise.all([
        filtered(f).select(COLUMNS).orderBy('at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
        filtered(f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },
    /** How many rows the filter matches, and the last id among them (an export reads up to it, so rows written meanwhile stay out). */
    async extent(f: AuditFilter): Promise<{ count: number; lastId: number }> {
      const r = await filtered(f).select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('id').as('last')]).executeTakeFirstOrThrow();
      return { count: Number(r.n), lastId: Number(r.last ?? 0) };
    },
    /** The next rows after `afterId` (up to `lastId`), oldest first: an export reads the range in pieces. */
    chunk(f: AuditFilter, afterId: number, lastId: number, limit: number) {
      return filtered(f).select(COLUMNS).where('id', '>', afterId).where('id', '<=', lastId).orderBy('id').limit(limit).execute();
    },
    async accountOf(memberId: number): Promise<string | null> {
      const row = await db.selectFrom('sys_member').select('user_account').where('id', '=', memberId).executeTakeFirst();
      return row?.user_account ?? null;
    },
  };
}
