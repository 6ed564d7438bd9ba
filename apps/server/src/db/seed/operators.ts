import type { Kysely } from 'kysely';
import { hashPassword } from '../../modules/accounts/password';
import { DEMO_TOTP_SECRET } from '../../modules/second-factor/demo-secret';
import { nowIso } from '../dialect';
import type { Database } from '../schema';
import { DEMO_PASSWORD } from './members';

/**
 * The demo platform operators (the README lists them); password DEMO_PASSWORD. yunying01 signs in
 * with the authenticator secret DEMO_TOTP_SECRET (issue #17: operators pass a second factor);
 * yunying02 has no authenticator yet, so it signs in with an SMS code and can try 账号安全's
 * enrolment. Neither must change its password: the demo stays usable. Idempotent.
 */
export const DEMO_OPERATOR = { account: 'yunying01', mobile: '13600000001', totpSecret: DEMO_TOTP_SECRET } as const;
export const DEMO_OPERATOR_WITHOUT_TOTP = { account: 'yunying02', mobile: '13600000002' } as const;

async function seedOperator(db: Kysely<Database>, op: { account: string; mobile: string; totpSecret?: string }): Promise<void> {
  const exists = await db.selectFrom('sys_member').select('id').where('user_account', '=', op.account).executeTakeFirst();
  const now = nowIso();
  if (exists) {
    // A demo database from before issue #17: the operator gets its documented authenticator once (never again after a disable).
    const totp = await db.selectFrom('member_totp').select('id').where('member_id', '=', exists.id).executeTakeFirst();
    if (op.totpSecret && !totp) await db.insertInto('member_totp').values({ member_id: exists.id, secret: op.totpSecret, enabled_at: now, updated_at: now }).execute();
    return;
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    const member = await trx
      .insertInto('sys_member')
      .values({ user_account: op.account, mobile: op.mobile, password_hash: passwordHash, member_type: 1, info_status: 0, real_name: null, id_card: null, email: null, company_id: null, reject_reason: null, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('platform_operator').values({ member_id: member.id, role: 'admin', created_at: now }).execute();
    if (op.totpSecret) await trx.insertInto('member_totp').values({ member_id: member.id, secret: op.totpSecret, enabled_at: now, updated_at: now }).execute();
  });
}

export async function seedOperators(db: Kysely<Database>): Promise<void> {
  await seedOperator(db, DEMO_OPERATOR);
  await seedOperator(db, DEMO_OPERATOR_WITHOUT_TOTP);
}
