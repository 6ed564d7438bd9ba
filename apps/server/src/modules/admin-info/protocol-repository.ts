import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** sys_protocol, as the public getProtocol reads it (by code or type). */
export function createProtocolRepository(db: Kysely<Database>) {
  return {
    list: () => db.selectFrom('sys_protocol').select(['id', 'code', 'type', 'title', 'updated_at']).orderBy('id').execute(),
    find: (id: number) => db.selectFrom('sys_protocol').selectAll().where('id', '=', id).executeTakeFirst(),
    /** Only when nobody saved it since `loadedAt`: false means a concurrent edit won. */
    async update(id: number, loadedAt: string, w: { title: string; content: string }, now: string): Promise<boolean> {
      const r = await db
        .updateTable('sys_protocol')
        .set({ title: w.title, content: w.content, updated_at: now })
        .where('id', '=', id)
        .where('updated_at', '=', loadedAt)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
  };
}
