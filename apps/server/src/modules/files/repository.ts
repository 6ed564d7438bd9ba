import { PRIVATE_UPLOAD_SCENES } from '@tcm/shared';
import type { Insertable, Kysely } from 'kysely';
import type { Database, UploadFileTable } from '../../db/schema';

export function createFileRepository(db: Kysely<Database>) {
  return {
    async insert(row: Insertable<UploadFileTable>): Promise<void> {
      await db.insertInto('upload_file').values(row).execute();
    },
    findByKey(key: string) {
      return db.selectFrom('upload_file').select(['file_key', 'mime', 'size', 'scene', 'member_id', 'private']).where('file_key', '=', key).executeTakeFirst();
    },
    /** How many of these upload keys the member stored itself, signed in (plain or as a private document; not a settlement scan). */
    async ownUploads(memberId: number, keys: string[]): Promise<number> {
      const row = await db
        .selectFrom('upload_file')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('member_id', '=', memberId)
        .where('scene', 'in', ['member', ...PRIVATE_UPLOAD_SCENES])
        .where('file_key', 'in', keys)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    /** The names these uploads arrived under, where the browser sent one. */
    async originalNames(keys: string[]): Promise<{ file_key: string; original_name: string | null }[]> {
      return keys.length ? db.selectFrom('upload_file').select(['file_key', 'original_name']).where('file_key', 'in', keys).execute() : [];
    },
    async markPrivate(keys: string[], kind: string): Promise<void> {
      if (keys.length) await db.updateTable('upload_file').set({ private: 1, kind }).where('file_key', 'in', keys).execute();
    },
    /** Ties stored uploads to an order; a tie that exists already is kept as it is. */
    async linkOrder(keys: string[], orderId: number): Promise<void> {
      const stored = keys.length ? await db.selectFrom('upload_file').select('file_key').where('file_key', 'in', keys).execute() : [];
      if (!stored.length) return;
      await db
        .insertInto('upload_file_order')
        .values(stored.map((r) => ({ file_key: r.file_key, order_id: orderId })))
        .onConflict((oc) => oc.columns(['file_key', 'order_id']).doNothing())
        .execute();
    },
    /** Whether the upload belongs to an order of this member, or of this institution (its staff). */
    async onOrderOf(key: string, memberId: number, institutionId: number | null): Promise<boolean> {
      const row = await db
        .selectFrom('upload_file_order')
        .innerJoin('order_info', 'order_info.id', 'upload_file_order.order_id')
        .select('upload_file_order.order_id')
        .where('upload_file_order.file_key', '=', key)
        .where((eb) => (institutionId === null ? eb('order_info.member_id', '=', memberId) : eb.or([eb('order_info.member_id', '=', memberId), eb('order_info.institution_id', '=', institutionId)])))
        .limit(1)
        .executeTakeFirst();
      return !!row;
    },
  };
}
