import type { Kysely } from 'kysely';
import { engineOf, idColumn } from '../dialect';

/**
 * Issue #21: an order's results as data. One row per sample × test item × clause of the limit,
 * with the basis it is judged against frozen on the row (the monograph, its check, the printed and
 * the parsed limit), so a later edit of the monograph never changes an issued result. The sheet
 * holds what belongs to the whole order (test date, remark).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('order_result')
    .addColumn('id', 'integer', idColumn(engineOf(db)))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('order_info.id'))
    // No foreign key: PostgreSQL would check it on every order_item delete (a resubmitted order's
    // items) by scanning this table; rows are written only for the order's own items, while 检测中.
    .addColumn('order_item_id', 'integer', (c) => c.notNull())
    .addColumn('sample_index', 'integer', (c) => c.notNull())
    .addColumn('clause_index', 'integer', (c) => c.notNull())
    .addColumn('item_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('subject', 'varchar(200)')
    .addColumn('qualifier', 'varchar(200)')
    .addColumn('monograph_id', 'integer')
    .addColumn('monograph_name', 'varchar(100)')
    .addColumn('edition', 'integer')
    .addColumn('check_item', 'varchar(100)')
    .addColumn('method', 'varchar(200)', (c) => c.notNull())
    .addColumn('limit_text', 'varchar(300)', (c) => c.notNull())
    /** JSON LimitRule; null without a limit. */
    .addColumn('limit_rule', 'text')
    .addColumn('value', 'varchar(30)', (c) => c.notNull())
    .addColumn('unit', 'varchar(20)', (c) => c.notNull())
    .addColumn('not_detected', 'integer', (c) => c.notNull())
    .addColumn('conforms', 'integer')
    .addColumn('not_applicable', 'integer', (c) => c.notNull())
    .addColumn('detection_limit', 'varchar(30)', (c) => c.notNull())
    .addColumn('note', 'varchar(200)', (c) => c.notNull())
    /** pass | fail | none, computed by the shared judgement when saved. */
    .addColumn('judgement', 'varchar(8)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_result_row_idx').unique().on('order_result').columns(['order_id', 'order_item_id', 'sample_index', 'clause_index']).execute();

  await db.schema
    .createTable('order_result_sheet')
    .addColumn('order_id', 'integer', (c) => c.primaryKey().references('order_info.id'))
    .addColumn('test_date', 'varchar(10)')
    .addColumn('remark', 'varchar(500)', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.notNull().references('sys_member.id'))
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  // The sheet finds the order's variety in the order's edition by pharmacopoeia_monograph_name_idx (0025).
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_result_sheet').execute();
  await db.schema.dropTable('order_result').execute();
}
