import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { QualityInfoTable } from '../../db/schema-orders';

export function createQualityInfoRepository(db: Kysely<Database>) {
  return {
    async insert(row: Insertable<QualityInfoTable>): Promise<number> {
      return (await db.insertInto('quality_info').values(row).returning('id').executeTakeFirstOrThrow()).id;
    },
  };
}
