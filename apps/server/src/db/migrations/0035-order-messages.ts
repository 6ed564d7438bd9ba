import type { Kysely } from 'kysely';
import { engineOf, idColumn } from '../dialect';

/**
 * Issue #22: messages on an order (订单留言). One row per message, written by the order's member or
 * by a staff member of its institution (author_side), with its attachments (the author's own
 * uploads, images or PDFs, private to the order's parties and operators). A thread is read by order
 * in id order: order_message_order_idx; an attachment by its message.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('order_message')
    .addColumn('id', 'integer', idColumn(engineOf(db)))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('order_info.id'))
    .addColumn('author_id', 'integer', (c) => c.notNull().references('sys_member.id'))
    /** member | institution */
    .addColumn('author_side', 'varchar(12)', (c) => c.notNull())
    /** Up to 1,000 characters; '' for a message of attachments only. */
    .addColumn('content', 'varchar(1000)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_message_order_idx').on('order_message').columns(['order_id', 'id']).execute();

  await db.schema
    .createTable('order_message_attachment')
    .addColumn('id', 'integer', idColumn(engineOf(db)))
    .addColumn('message_id', 'integer', (c) => c.notNull().references('order_message.id'))
    .addColumn('url', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    /** image | pdf */
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_message_attachment_message_idx').on('order_message_attachment').columns(['message_id', 'id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_message_attachment').execute();
  await db.schema.dropTable('order_message').execute();
}
