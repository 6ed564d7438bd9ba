import { SETTLEMENT_STATUS } from '@tcm/shared';
import type { Insertable, Kysely } from 'kysely';
import type { Database, SysMemberTable } from '../../db/schema';
import type { InstitutionTable } from '../../db/schema-institutions';
import { containsPattern, ilike } from '../../lib/sql-like';

const ROW_COLUMNS = ['id', 'company_name', 'unify_code', 'contact_name', 'mobile', 'province', 'city', 'status', 'reject_reason', 'created_at', 'reviewed_at'] as const;

/** Settlement applications as the operator sees them, and what approving one creates. Takes a transaction. */
export function createAdminSettlementRepository(db: Kysely<Database>) {
  const filtered = (f: { status?: number; keyword?: string }) => {
    let q = db.selectFrom('settle_application');
    if (f.status) q = q.where('status', '=', f.status);
    if (f.keyword) {
      const p = containsPattern(f.keyword);
      q = q.where((eb) => eb.or([ilike(eb.ref('company_name'), p), ilike(eb.ref('unify_code'), p), ilike(eb.ref('contact_name'), p), ilike(eb.ref('mobile'), p)]));
    }
    return q;
  };
  return {
    async page(f: { status?: number; keyword?: string }, limit: number, offset: number) {
      const [rows, count] = await Promise.all([
        filtered(f).select(ROW_COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
        filtered(f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },
    find(id: number) {
      return db.selectFrom('settle_application').selectAll().where('id', '=', id).executeTakeFirst();
    },
    institutionOf(applicationId: number) {
      return db.selectFrom('institution').select('id').where('application_id', '=', applicationId).executeTakeFirst();
    },
    names(table: 'service_category' | 'test_item', ids: number[]) {
      return db.selectFrom(table).select(['id', 'name']).where('id', 'in', ids.length ? ids : [0]).orderBy('id').execute();
    },
    /** Moves a pending application only: false when it was not pending (already reviewed, or a concurrent review won). */
    async review(id: number, to: number, rejectReason: string | null, at: string): Promise<boolean> {
      const r = await db
        .updateTable('settle_application')
        .set({ status: to, reject_reason: rejectReason, reviewed_at: at })
        .where('id', '=', id)
        .where('status', '=', SETTLEMENT_STATUS.PENDING)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    async codeSettled(unifyCode: string): Promise<boolean> {
      return !!(await db.selectFrom('institution').select('id').where('unify_code', '=', unifyCode).executeTakeFirst());
    },
    async mobileTaken(mobile: string): Promise<boolean> {
      return !!(await db.selectFrom('sys_member').select('id').where('mobile', '=', mobile).executeTakeFirst());
    },
    /** Accounts among these that already exist. */
    async takenAccounts(candidates: string[]): Promise<Set<string>> {
      const rows = await db.selectFrom('sys_member').select('user_account').where('user_account', 'in', candidates).execute();
      return new Set(rows.map((r) => r.user_account));
    },
    async insertInstitution(row: Insertable<InstitutionTable>): Promise<number> {
      return (await db.insertInto('institution').values(row).returning('id').executeTakeFirstOrThrow()).id;
    },
    async insertStaffAccount(member: Insertable<SysMemberTable>, institutionId: number): Promise<number> {
      const { id } = await db.insertInto('sys_member').values(member).returning('id').executeTakeFirstOrThrow();
      await db.insertInto('institution_staff').values({ member_id: id, institution_id: institutionId, role: 'admin', created_at: member.created_at }).execute();
      return id;
    },
  };
}
