import type { Kysely } from 'kysely';
import { engineOf, idColumn } from '../dialect';

/**
 * Issue #21: many samples in one order (批量导入样品). The sample sheet's rows, in sheet order
 * (sample_no 1..n); test_service_ids lists the services each sample asks for (comma-separated).
 * An order entered by hand has none. The k-th sample of an order item is the k-th sample here whose
 * services include the item's.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('order_sample')
    .addColumn('id', 'integer', idColumn(engineOf(db)))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('order_info.id'))
    .addColumn('sample_no', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('batch_no', 'varchar(40)', (c) => c.notNull())
    .addColumn('origin', 'varchar(40)', (c) => c.notNull())
    .addColumn('spec', 'varchar(40)', (c) => c.notNull())
    .addColumn('quantity', 'varchar(40)', (c) => c.notNull())
    .addColumn('supplier', 'varchar(60)', (c) => c.notNull())
    .addColumn('test_service_ids', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_sample_order_idx').unique().on('order_sample').columns(['order_id', 'sample_no']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_sample').execute();
}
