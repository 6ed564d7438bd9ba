import type { Insertable, Kysely, Updateable } from 'kysely';
import type { AdvertInfoTable, Database } from '../../db/schema';

/** Adverts of every slot and state (status 1 shows on the home page, 0 is disabled). Takes a transaction. */
export function createAdminAdvertRepository(db: Kysely<Database>) {
  return {
    list(position?: string) {
      let q = db.selectFrom('advert_info').selectAll();
      if (position) q = q.where('position', '=', position);
      return q.orderBy('position').orderBy('sort').orderBy('id').execute();
    },
    find(id: number) {
      return db.selectFrom('advert_info').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async insert(row: Insertable<AdvertInfoTable>): Promise<number> {
      const r = await db.insertInto('advert_info').values(row).returning('id').executeTakeFirstOrThrow();
      return Number(r.id);
    },
    async update(id: number, fields: Updateable<AdvertInfoTable>): Promise<boolean> {
      const r = await db.updateTable('advert_info').set(fields).where('id', '=', id).executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    async remove(id: number): Promise<boolean> {
      const r = await db.deleteFrom('advert_info').where('id', '=', id).executeTakeFirst();
      return Number(r.numDeletedRows) === 1;
    },
  };
}
