import type { Insertable, Kysely, Updateable } from 'kysely';
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
      return db.selectFrom('sys_member').select(['id', 'user_account']).where('mobile', '=', mobile).executeTakeFirst();
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
  };
}
export type AccountRepository = ReturnType<typeof createAccountRepository>;
