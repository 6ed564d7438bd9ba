import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { OrderMessageAttachmentTable, OrderMessageTable } from '../../db/schema-order-messages';

/** SQL of an order's thread; the service decides who may read and write it. */
export function createOrderMessageRepository(db: Kysely<Database>) {
  return {
    /** The thread, oldest first, with each author's names (order_message_order_idx). */
    threadOf(orderId: number, limit: number) {
      return db
        .selectFrom('order_message')
        .innerJoin('sys_member', 'sys_member.id', 'order_message.author_id')
        .leftJoin('sys_company', 'sys_company.id', 'sys_member.company_id')
        .select([
          'order_message.id',
          'order_message.author_id',
          'order_message.author_side',
          'order_message.content',
          'order_message.created_at',
          'sys_member.user_account',
          'sys_member.real_name',
          'sys_company.company_name',
        ])
        .where('order_message.order_id', '=', orderId)
        .orderBy('order_message.id')
        .limit(limit)
        .execute();
    },
    attachmentsOf(messageIds: number[]) {
      if (!messageIds.length) return Promise.resolve([]);
      return db.selectFrom('order_message_attachment').select(['message_id', 'url', 'name', 'kind']).where('message_id', 'in', messageIds).orderBy('message_id').orderBy('id').execute();
    },
    async countOf(orderId: number): Promise<number> {
      const row = await db.selectFrom('order_message').select((eb) => eb.fn.countAll<number>().as('n')).where('order_id', '=', orderId).executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async insert(message: Insertable<OrderMessageTable>, attachments: Omit<Insertable<OrderMessageAttachmentTable>, 'message_id'>[]): Promise<number> {
      const { id } = await db.insertInto('order_message').values(message).returning('id').executeTakeFirstOrThrow();
      if (attachments.length) await db.insertInto('order_message_attachment').values(attachments.map((a) => ({ ...a, message_id: id }))).execute();
      return id;
    },
  };
}
