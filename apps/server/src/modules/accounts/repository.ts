import { type Insertable, type Kysely, type Updateable, sql } from 'kysely';
import type { Database, SysMemberTable } from '../../db/schema';

export function createAccountRepository(db: Kysely<Database>) {
  return {
    findByAccountOrMobile(account: string) {
      return db
        .selectFrom('sys_member')
        .selectAll()
        .where((eb) => eb.or([eb('user_account', '=', account), eb('mobile', '=', account)]))
        .executeTakeFirst();
    },
    findById(id: number) {
      return db.selectFrom('sys_member').selectAll().where('id', '=', id).executeTakeFirst();
    },
    findByMobile(mobile: string) {
      return db.selectFrom('sys_member').select(['id', 'user_account', 'locked_until']).where('mobile', '=', mobile).executeTakeFirst();
    },
    async accountExists(userAccount: string): Promise<boolean> {
      return !!(await db.selectFrom('sys_member').select('id').where('user_account', '=', userAccount).executeTakeFirst());
    },
    async creditCodeExists(unifyCode: string): Promise<boolean> {
      return !!(await db.selectFrom('sys_company').select('id').where('unify_code', '=', unifyCode).executeTakeFirst());
    },
    findCompany(id: number) {
      return db.selectFrom('sys_company').select(['company_name', 'unify_code', 'license_url']).where('id', '=', id).executeTakeFirst();
    },
    async insertCompany(c: { companyName: string; unifyCode: string; now: string }): Promise<number> {
      const row = await db
        .insertInto('sys_company')
        .values({ company_name: c.companyName, unify_code: c.unifyCode, created_at: c.now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async insertMember(m: Insertable<SysMemberTable>): Promise<number> {
      const row = await db.insertInto('sys_member').values(m).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },
    async updateCompany(id: number, c: { companyName: string; unifyCode: string; licenseUrl: string }): Promise<void> {
      await db.updateTable('sys_company').set({ company_name: c.companyName, unify_code: c.unifyCode, license_url: c.licenseUrl }).where('id', '=', id).execute();
    },
    async insertCompanyWithLicense(c: { companyName: string; unifyCode: string; licenseUrl: string; now: string }): Promise<number> {
      const row = await db
        .insertInto('sys_company')
        .values({ company_name: c.companyName, unify_code: c.unifyCode, license_url: c.licenseUrl, created_at: c.now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    /** Whether the member uploaded this image itself (a licence must be its own upload). */
    async ownsImageUpload(memberId: number, fileKey: string): Promise<boolean> {
      const row = await db
        .selectFrom('upload_file')
        .select('id')
        .where('file_key', '=', fileKey)
        .where('member_id', '=', memberId)
        .where('mime', 'like', 'image/%')
        .executeTakeFirst();
      return !!row;
    },
    async update(id: number, patch: Updateable<SysMemberTable>): Promise<void> {
      await db.updateTable('sys_member').set(patch).where('id', '=', id).execute();
    },
    /**
     * Counts a failed sign-in in one statement and answers the state it wrote: a lock that has run
     * out starts the count afresh; the count reaching `max` sets the lock; a running lock is kept
     * (not extended). Both SET expressions read the row as it was, on SQLite and PostgreSQL alike.
     */
    countFailedLogin(id: number, c: { now: string; lockUntil: string; max: number }) {
      return db
        .updateTable('sys_member')
        .set({
          failed_logins: sql<number>`case when locked_until is not null and locked_until <= ${c.now} then 1 else failed_logins + 1 end`,
          locked_until: sql<string | null>`case when locked_until > ${c.now} then locked_until when locked_until is null and failed_logins + 1 >= ${c.max} then ${c.lockUntil} else null end`,
        })
        .where('id', '=', id)
        .returning(['failed_logins', 'locked_until'])
        .executeTakeFirstOrThrow();
    },
    /** After a right password: clears the count unless a lock is running (then false, and nothing changes). */
    async clearFailedLogins(id: number, now: string): Promise<boolean> {
      const r = await db
        .updateTable('sys_member')
        .set({ failed_logins: 0, locked_until: null })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
  };
}
export type AccountRepository = ReturnType<typeof createAccountRepository>;
