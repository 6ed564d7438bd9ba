import type { Kysely } from 'kysely';
import { hashPassword } from '../../../modules/accounts/password';
import type { Database } from '../../schema';
import { SEED_INSTITUTIONS } from '../institutions/institutions';
import { DEMO_PASSWORD } from '../members';

/** Staff sign-ins of the first three demo institutions (README lists them); password DEMO_PASSWORD. */
export const DEMO_STAFF = [
  { account: 'jigou01', mobile: '13700000101', institutionIndex: 0 },
  { account: 'jigou02', mobile: '13700000102', institutionIndex: 1 },
  { account: 'jigou03', mobile: '13700000103', institutionIndex: 2 },
] as const;

/** Creates the staff accounts; answers member id → institution id. */
export async function seedStaff(db: Kysely<Database>, now: string): Promise<Map<string, { memberId: number; institutionId: number }>> {
  const hash = await hashPassword(DEMO_PASSWORD); // one hash for all: same password, and hashing is the slow part
  const out = new Map<string, { memberId: number; institutionId: number }>();
  for (const s of DEMO_STAFF) {
    const inst = await db.selectFrom('institution').select('id').where('name', '=', SEED_INSTITUTIONS[s.institutionIndex]!.name).executeTakeFirstOrThrow();
    const member = await db
      .insertInto('sys_member')
      .values({ user_account: s.account, mobile: s.mobile, password_hash: hash, member_type: 3, info_status: 2, real_name: null, id_card: null, email: null, company_id: null, reject_reason: null, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('institution_staff').values({ member_id: member.id, institution_id: inst.id, role: 'admin', created_at: now }).execute();
    out.set(s.account, { memberId: member.id, institutionId: inst.id });
  }
  return out;
}
