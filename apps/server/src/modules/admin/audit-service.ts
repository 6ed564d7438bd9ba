import { type AdminAuditPage, type adminAuditQuerySchema, toPageResult } from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { createAdminAuditRepository } from './audit-repository';

const DAY_MS = 86_400_000;
/** The instant a Beijing calendar day starts, as the log stores times (ISO UTC). */
const beijingDayStart = (date: string) => Date.parse(`${date}T00:00:00+08:00`);

/** Audit log search for operators: sign-ins and account events as well as console actions. */
export function createAdminAuditService(db: Kysely<Database>) {
  const repo = createAdminAuditRepository(db);
  return {
    async query(q: z.output<typeof adminAuditQuerySchema>): Promise<AdminAuditPage> {
      const filter = {
        account: q.account || undefined,
        action: q.action || undefined,
        fromAt: q.from ? new Date(beijingDayStart(q.from)).toISOString() : undefined,
        toAt: q.to ? new Date(beijingDayStart(q.to) + DAY_MS).toISOString() : undefined,
        keyword: q.keyword || undefined,
      };
      const { rows, total } = await repo.page(filter, q.pageSize, (q.pageNum - 1) * q.pageSize);
      const list = rows.map((r) => ({ id: r.id, at: r.at, memberId: r.member_id, account: r.account, action: r.action, result: r.result, ip: r.ip, detail: r.detail }));
      return toPageResult(list, total, q);
    },
  };
}
