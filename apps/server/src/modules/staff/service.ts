import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createStaffRepository } from './repository';

/** What an `auth: 'institution'` route learns about its caller: whose orders it may touch. */
export interface StaffContext {
  memberId: number;
  /** The staff member's account name, as the audit log records it. */
  account: string;
  /** The client address, set by routes whose moves are audited (modules/staff/actor.ts). */
  ip?: string;
  institutionId: number;
  institutionName: string;
  role: string;
}

/** Institution staff: ordinary accounts tied to one settled institution (issue #9; their screens come with #11). */
export function createStaffService(db: Kysely<Database>) {
  const repo = createStaffRepository(db);
  return {
    async resolve(memberId: number): Promise<StaffContext | null> {
      const row = await repo.findActive(memberId);
      return row ? { memberId, account: row.user_account, institutionId: row.institution_id, institutionName: row.institution_name, role: row.role } : null;
    },
  };
}
export type StaffService = ReturnType<typeof createStaffService>;
