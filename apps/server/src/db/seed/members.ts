import type { Kysely } from 'kysely';
import { hashPassword } from '../../modules/accounts/password';
import { nowIso } from '../dialect';
import type { Database } from '../schema';

/** Every demo account signs in with this password (README lists the accounts). */
export const DEMO_PASSWORD = 'Demo@2026';

interface DemoMember {
  account: string;
  mobile: string;
  type: 1 | 2 | 3;
  status: 0 | 1 | 2 | 3;
  realName?: string;
  idCard?: string;
  company?: { name: string; code: string };
  rejectReason?: string;
}

/** One account per member type and per real-name status (§4), all fictional. */
export const DEMO_MEMBERS: DemoMember[] = [
  { account: 'putong01', mobile: '13800000001', type: 1, status: 0 },
  { account: 'geren01', mobile: '13800000002', type: 2, status: 0, realName: '王晓岚', idCard: '110105199003071234' },
  { account: 'geren02', mobile: '13800000003', type: 2, status: 1, realName: '陈立衡', idCard: '330106198805162417' },
  { account: 'geren03', mobile: '13800000004', type: 2, status: 2, realName: '刘芷若', idCard: '51010719920918262X' },
  { account: 'qiye01', mobile: '13800000005', type: 3, status: 2, company: { name: '杭州青禾中药饮片有限公司', code: '91330106MA2H0Q8R5F' } },
  { account: 'qiye02', mobile: '13800000006', type: 3, status: 3, company: { name: '亳州百草汇药业有限公司', code: '91341600MA2T7BQ63K' }, rejectReason: '营业执照照片模糊，请重新上传清晰的扫描件' },
  { account: 'qiye03', mobile: '13800000007', type: 3, status: 1, company: { name: '文山三七源生物科技有限公司', code: '91532600MA6PX3LD28' } },
];

export async function seedMembers(db: Kysely<Database>): Promise<void> {
  const now = nowIso();
  for (const m of DEMO_MEMBERS) {
    const exists = await db.selectFrom('sys_member').select('id').where('user_account', '=', m.account).executeTakeFirst();
    if (exists) continue;
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await db.transaction().execute(async (trx) => {
      let companyId: number | null = null;
      if (m.company) {
        const c = await trx.insertInto('sys_company').values({ company_name: m.company.name, unify_code: m.company.code, created_at: now }).returning('id').executeTakeFirstOrThrow();
        companyId = c.id;
      }
      await trx
        .insertInto('sys_member')
        .values({
          user_account: m.account,
          mobile: m.mobile,
          password_hash: passwordHash,
          member_type: m.type,
          info_status: m.status,
          real_name: m.realName ?? null,
          id_card: m.idCard ?? null,
          company_id: companyId,
          reject_reason: m.rejectReason ?? null,
          created_at: now,
          updated_at: now,
        })
        .execute();
    });
  }
}
