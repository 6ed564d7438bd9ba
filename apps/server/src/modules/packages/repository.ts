import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { containsPattern, ilike } from '../../lib/sql-like';

/** Common test packages; every query is bound to the owner. */
export function createPackageRepository(db: Kysely<Database>) {
  return {
    async page(memberId: number, keyword: string | undefined, limit: number, offset: number) {
      let q = db.selectFrom('my_test_service').where('member_id', '=', memberId);
      if (keyword) {
        const pattern = containsPattern(keyword);
        q = q.where((eb) => ilike(eb.ref('name'), pattern));
      }
      const [rows, count] = await Promise.all([
        q.selectAll().orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },
    find(memberId: number, id: number) {
      return db.selectFrom('my_test_service').selectAll().where('member_id', '=', memberId).where('id', '=', id).executeTakeFirst();
    },
    async insert(memberId: number, name: string, items: string, now: string): Promise<number> {
      const row = await db.insertInto('my_test_service').values({ member_id: memberId, name, items, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },
    async update(memberId: number, id: number, name: string, items: string, now: string): Promise<boolean> {
      const res = await db.updateTable('my_test_service').set({ name, items, updated_at: now }).where('member_id', '=', memberId).where('id', '=', id).executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },
    async remove(memberId: number, id: number): Promise<boolean> {
      const res = await db.deleteFrom('my_test_service').where('member_id', '=', memberId).where('id', '=', id).executeTakeFirst();
      return Number(res.numDeletedRows) === 1;
    },
  };
}
