import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { StaffContext } from '../staff/service';
import type { AuditService } from './service';

/**
 * Institution staff's moves land in the audit log (issue #17, MLPS level 3): the staff account,
 * the action, and in `detail` the institution, the target (an order number, a service) and the
 * note. Written with the caller's transaction, so a move and its log row commit together.
 * Members' own order moves stay on the order's timeline (order_log) only: they act on their own data.
 */
export function createStaffTrail(audit: AuditService) {
  return {
    async record(db: Kysely<Database>, staff: StaffContext, action: string, target: string, note?: string | null): Promise<void> {
      const detail = `${staff.institutionName} ${target}${note ? `：${note}` : ''}`;
      await audit.record(db, { memberId: staff.memberId, account: staff.account, action, result: 'success', ip: staff.ip ?? null, detail });
    },
  };
}
export type StaffTrail = ReturnType<typeof createStaffTrail>;
