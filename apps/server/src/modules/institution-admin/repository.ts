import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import type { InstitutionTable, InstitutionTestServiceTable } from '../../db/schema-institutions';
import { containsPattern, ilike } from '../../lib/sql-like';
import { TEST_ITEM_COLUMNS } from '../institutions/columns';

export interface MyServiceFilter {
  status?: number;
  keyword?: string;
}

/** One institution's own services (any status) and profile row; every query is scoped to it. */
export function createInstitutionAdminRepository(db: Kysely<Database>) {
  function services(institutionId: number, f: MyServiceFilter = {}) {
    let q = db
      .selectFrom('institution_test_service')
      .innerJoin('test_item', 'test_item.id', 'institution_test_service.test_item_id')
      .innerJoin('service_category', 'service_category.id', 'test_item.category_id')
      .where('institution_test_service.institution_id', '=', institutionId);
    if (f.status !== undefined) q = q.where('institution_test_service.status', '=', f.status);
    if (f.keyword) q = q.where((eb) => ilike(eb.ref('test_item.name'), containsPattern(f.keyword!)));
    return q;
  }
  const columns = [
    'institution_test_service.id',
    'institution_test_service.price_fen',
    'institution_test_service.period_days',
    'institution_test_service.cma',
    'institution_test_service.cnas',
    'institution_test_service.varieties',
    'institution_test_service.status',
    ...TEST_ITEM_COLUMNS,
  ] as const;

  return {
    async servicePage(institutionId: number, f: MyServiceFilter, limit: number, offset: number) {
      const [rows, count] = await Promise.all([
        services(institutionId, f).select(columns).orderBy('service_category.sort').orderBy('test_item.sort').orderBy('institution_test_service.id').limit(limit).offset(offset).execute(),
        services(institutionId, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },
    service(institutionId: number, id: number) {
      return services(institutionId).select(columns).where('institution_test_service.id', '=', id).executeTakeFirst();
    },
    /** Another of our services for the same test item and varieties, if any. */
    async duplicateOf(institutionId: number, testItemId: number, varieties: string, exceptId = 0): Promise<boolean> {
      const row = await db
        .selectFrom('institution_test_service')
        .select('id')
        .where('institution_id', '=', institutionId)
        .where('test_item_id', '=', testItemId)
        .where('varieties', '=', varieties)
        .where('id', '<>', exceptId)
        .executeTakeFirst();
      return !!row;
    },
    async testItemExists(id: number): Promise<boolean> {
      return !!(await db.selectFrom('test_item').select('id').where('id', '=', id).executeTakeFirst());
    },
    async insertService(row: Insertable<InstitutionTestServiceTable>): Promise<number> {
      return (await db.insertInto('institution_test_service').values(row).returning('id').executeTakeFirstOrThrow()).id;
    },
    async updateService(institutionId: number, id: number, patch: Updateable<InstitutionTestServiceTable>): Promise<boolean> {
      const r = await db.updateTable('institution_test_service').set(patch).where('id', '=', id).where('institution_id', '=', institutionId).executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    profile(institutionId: number) {
      return db.selectFrom('institution').selectAll().where('id', '=', institutionId).executeTakeFirstOrThrow();
    },
    async updateProfile(institutionId: number, patch: Updateable<InstitutionTable>): Promise<void> {
      await db.updateTable('institution').set(patch).where('id', '=', institutionId).execute();
    },
  };
}
