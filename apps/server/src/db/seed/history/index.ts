import type { Kysely, Transaction } from 'kysely';
import { hashPassword } from '../../../modules/accounts/password';
import type { FileStorage } from '../../../modules/files/storage';
import type { Database } from '../../schema';
import { demoCreditCode } from '../institutions/codes';
import { DEMO_PASSWORD } from '../members';
import { writeHistoryOrders } from './orders';
import { historyAccount, identityOf } from './people';
import { planHistory } from './plan';


/** The first account the year creates: its presence means the year is seeded (idempotence). */
export const FIRST_HISTORY_ACCOUNT = historyAccount(0);

/**
 * A year of the platform behind the hand-made demo (issue #20): ~90 members joining over the year
 * and ~450 orders at the demo institutions, with their items, moves, shipments, reports and the
 * seeded evaluations attached to completed orders. Written once, in one transaction.
 */
export async function seedHistory(db: Kysely<Database>, storage: FileStorage, now = Date.now()): Promise<void> {
  if (await db.selectFrom('sys_member').select('id').where('user_account', '=', FIRST_HISTORY_ACCOUNT).executeTakeFirst()) return;
  const institutions = await db.selectFrom('institution').select(['id', 'order_count', 'recommend']).orderBy('id').execute();
  if (institutions.length === 0) return;
  const evaluations = await db.selectFrom('order_evaluation').select(['id', 'institution_id', 'audit_status']).where('order_id', 'is', null).orderBy('id').execute();
  const plan = planHistory({
    now,
    // Larger institutions (more orders before the year, recommended on the home page) draw more of the trade.
    institutions: institutions.map((i) => ({ id: i.id, weight: 1 + Math.sqrt(i.order_count) / 10 + i.recommend / 5 })),
    evaluations: evaluations.map((e) => ({ id: e.id, institutionId: e.institution_id, auditStatus: e.audit_status })),
  });
  const passwordHash = await hashPassword(DEMO_PASSWORD); // one hash: same password, and hashing is the slow part
  await db.transaction().execute(async (trx) => {
    const memberIds = await insertMembers(trx, plan.members, passwordHash);
    await writeHistoryOrders(trx, storage, { plan, memberIds, now });
  });
}

/** The year's members, each with the company or identity its type has; answers their ids by plan index. */
async function insertMembers(trx: Transaction<Database>, members: ReturnType<typeof planHistory>['members'], passwordHash: string): Promise<number[]> {
  const ids: number[] = [];
  for (const m of members) {
    const who = identityOf(m);
    const joined = new Date(m.joinedAt).toISOString();
    let companyId: number | null = null;
    if (who.company) {
      const c = await trx
        .insertInto('sys_company')
        .values({ company_name: who.company.name, unify_code: demoCreditCode(who.company.province, 'KH', m.index), created_at: joined })
        .returning('id')
        .executeTakeFirstOrThrow();
      companyId = c.id;
    }
    const row = await trx
      .insertInto('sys_member')
      .values({
        user_account: who.account,
        mobile: who.mobile,
        password_hash: passwordHash,
        member_type: m.type,
        // Personal and corporate members of the year are verified: they order and pay.
        info_status: m.type === 1 ? 0 : 2,
        real_name: m.type === 2 ? who.realName : null,
        id_card: who.idCard,
        company_id: companyId,
        reject_reason: null,
        created_at: joined,
        updated_at: joined,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}
