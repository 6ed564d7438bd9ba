import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AuditService } from './service';
import { createAdminAuditRepository } from './log-repository';

/** Who acts in the console: the operator (the auth hook resolved it) and the client address. */
export interface AdminActor {
  memberId: number;
  ip: string;
}

/**
 * Every console action lands in the audit log: actor (member id and account), action, and in
 * `detail` the target, then the reason when there is one. Written with the caller's transaction,
 * so an action and its log row commit together.
 */
export function createAdminTrail(audit: AuditService) {
  return {
    async record(db: Kysely<Database>, actor: AdminActor, action: string, target: string, reason?: string | null): Promise<void> {
      const account = await createAdminAuditRepository(db).accountOf(actor.memberId);
      const detail = reason ? `${target}；原因：${reason}` : target;
      await audit.record(db, { memberId: actor.memberId, account, action, result: 'success', ip: actor.ip, detail });
    },
  };
}
export type AdminTrail = ReturnType<typeof createAdminTrail>;
