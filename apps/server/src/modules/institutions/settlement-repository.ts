import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { SettleApplicationTable } from '../../db/schema-institutions';

export const PENDING = 1;

export function createSettlementRepository(db: Kysely<Database>) {
  return {
    async pendingExists(unifyCode: string): Promise<boolean> {
      return !!(await db.selectFrom('settle_application').select('id').where('unify_code', '=', unifyCode).where('status', '=', PENDING).executeTakeFirst());
    },
    insert(row: Insertable<SettleApplicationTable>) {
      return db.insertInto('settle_application').values(row).returning(['id', 'status', 'created_at']).executeTakeFirstOrThrow();
    },
    /** The newest application of this code made with this mobile: both must match. */
    findByCodeAndMobile(unifyCode: string, mobile: string) {
      return db
        .selectFrom('settle_application')
        .select(['id', 'company_name', 'status', 'reject_reason', 'created_at', 'reviewed_at'])
        .where('unify_code', '=', unifyCode)
        .where('mobile', '=', mobile)
        .orderBy('id', 'desc')
        .executeTakeFirst();
    },
    /** How many of these stored files were uploaded on the settlement page. */
    async settlementUploads(fileKeys: string[]): Promise<number> {
      const row = await db
        .selectFrom('upload_file')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('file_key', 'in', fileKeys)
        .where('scene', '=', 'settlement')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
