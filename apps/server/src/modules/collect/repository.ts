import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

const COLUMNS = ['id', 'collect_type', 'item_id', 'created_at'] as const;

/** A member's favourites: every query is scoped by member id. */
export function createCollectRepository(db: Kysely<Database>) {
  const mine = (memberId: number, type?: number) => {
    let q = db.selectFrom('my_collect').where('member_id', '=', memberId);
    if (type !== undefined) q = q.where('collect_type', '=', type);
    return q;
  };
  return {
    async page(memberId: number, type: number | undefined, limit: number, offset: number) {
      const [rows, count] = await Promise.all([
        mine(memberId, type).select(COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
        mine(memberId, type).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },
    find(memberId: number, type: number, itemId: number) {
      return mine(memberId, type).select(COLUMNS).where('item_id', '=', itemId).executeTakeFirst();
    },
    /** Inserts unless the member already has it (the unique index decides, so a double click is safe). */
    async insertIfMissing(memberId: number, type: number, itemId: number, createdAt: string): Promise<void> {
      await db
        .insertInto('my_collect')
        .values({ member_id: memberId, collect_type: type, item_id: itemId, created_at: createdAt })
        .onConflict((oc) => oc.columns(['member_id', 'collect_type', 'item_id']).doNothing())
        .execute();
    },
    async deleteByItem(memberId: number, type: number, itemId: number): Promise<number> {
      const r = await db.deleteFrom('my_collect').where('member_id', '=', memberId).where('collect_type', '=', type).where('item_id', '=', itemId).executeTakeFirst();
      return Number(r.numDeletedRows);
    },
    async deleteById(memberId: number, id: number): Promise<number> {
      const r = await db.deleteFrom('my_collect').where('member_id', '=', memberId).where('id', '=', id).executeTakeFirst();
      return Number(r.numDeletedRows);
    },
    async collectedOf(memberId: number, type: number, itemIds: number[]): Promise<number[]> {
      const rows = await mine(memberId, type).select('item_id').where('item_id', 'in', itemIds).execute();
      return rows.map((r) => r.item_id);
    },
  };
}
