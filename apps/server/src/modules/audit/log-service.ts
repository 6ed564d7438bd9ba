import {
  AUDIT_EXPORT_MAX_ROWS,
  type AdminAuditPage,
  SECURITY_AUDIT_ACTIONS,
  SECURITY_AUDIT_MESSAGES,
  type adminAuditExportQuerySchema,
  type adminAuditQuerySchema,
  auditExportFileName,
  auditExportTooLarge,
  toPageResult,
} from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { BusinessError } from '../../lib/errors';
import { type AuditFilter, createAdminAuditRepository } from './log-repository';
import type { AdminActor, AdminTrail } from './operator-trail';
import { auditWorkbook } from './log-workbook';
import { DAY_MS, beijingDayStart } from '../../lib/beijing-time';

/** Rows read per query while an export is written. */
const EXPORT_PIECE = 2_000;
/** The instant a Beijing calendar day starts, as the log stores times (ISO UTC). */

type AuditQuery = Omit<z.output<typeof adminAuditQuerySchema>, 'pageNum' | 'pageSize'>;
const filterOf = (q: AuditQuery): AuditFilter => ({
  account: q.account || undefined,
  action: q.action || undefined,
  fromAt: q.from ? new Date(beijingDayStart(q.from)).toISOString() : undefined,
  toAt: q.to ? new Date(beijingDayStart(q.to) + DAY_MS).toISOString() : undefined,
  keyword: q.keyword || undefined,
});

export interface AuditExport {
  /** auditExportFileName(from, to) */
  fileName: string;
  file: Buffer;
}

/** Audit log search for operators: sign-ins and account events as well as console actions; and its export for auditors. */
export function createAdminAuditService({ db, trail }: { db: Kysely<Database>; trail: AdminTrail }) {
  const repo = createAdminAuditRepository(db);
  return {
    async query(q: z.output<typeof adminAuditQuerySchema>): Promise<AdminAuditPage> {
      const { rows, total } = await repo.page(filterOf(q), q.pageSize, (q.pageNum - 1) * q.pageSize);
      const list = rows.map((r) => ({ id: r.id, at: r.at, memberId: r.member_id, account: r.account, action: r.action, result: r.result, ip: r.ip, detail: r.detail }));
      return toPageResult(list, total, q);
    },

    /**
     * The rows of a date range (and the page's other filters) as .xlsx, oldest first. A range over
     * the cap is refused whole rather than cut short. The export is itself an audited action,
     * written before the file is made (a failed export was still attempted).
     */
    async exportLog(actor: AdminActor, q: z.output<typeof adminAuditExportQuerySchema>): Promise<AuditExport> {
      // The schema requires both days; the check keeps the types honest.
      const { from, to } = q;
      if (!from || !to) throw new BusinessError(SECURITY_AUDIT_MESSAGES.exportRangeRequired);
      const filter = filterOf(q);
      const { count, lastId } = await repo.extent(filter);
      if (count > AUDIT_EXPORT_MAX_ROWS) throw new BusinessError(auditExportTooLarge(count, AUDIT_EXPORT_MAX_ROWS));
      const range = `${from}至${to}`;
      const narrowed = [q.account && `账号 ${q.account}`, q.action && `操作 ${q.action}`, q.keyword && `关键词 ${q.keyword}`].filter(Boolean).join('，');
      await trail.record(db, actor, SECURITY_AUDIT_ACTIONS.auditExport, `${range}，共 ${count} 条${narrowed ? `（${narrowed}）` : ''}`);
      async function* pieces() {
        for (let after = 0; ; ) {
          const rows = await repo.chunk(filter, after, lastId, EXPORT_PIECE);
          if (!rows.length) return;
          yield rows;
          after = rows[rows.length - 1]!.id;
        }
      }
      return { fileName: auditExportFileName(from, to), file: await auditWorkbook(`操作日志 ${range}`, pieces()) };
    },
  };
}
