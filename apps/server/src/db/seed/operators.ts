import type { Kysely } from 'kysely';
import { hashPassword } from '../../modules/accounts/password';
import { nowIso } from '../dialect';
import type { Database } from '../schema';
import { DEMO_PASSWORD } from './members';

/** The demo platform operator (README lists it); password DEMO_PASSWORD. Idempotent. */
export const DEMO_OPERATOR = { account: 'yunying01', mobile: '13600000001' } as const;

export async function seedOperators(db: Kysely<Database>): Promise<void> {
  const exists = await db.selectFrom('sys_member').select('id').where('user_account', '=', DEMO_OPERATOR.account).executeTakeFirst();
  if (exists) return;
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    const member = await trx
      .insertInto('sys_member')
      .values({ user_account: DEMO_OPERATOR.account, mobile: DEMO_OPERATOR.mobile, password_hash: await hashPassword(DEMO_PASSWORD), member_type: 1, info_status: 0, real_name: null, id_card: null, email: null, company_id: null, reject_reason: null, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('platform_operator').values({ member_id: member.id, role: 'admin', created_at: now }).execute();
  });
}
