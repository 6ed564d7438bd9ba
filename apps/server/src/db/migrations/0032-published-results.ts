import { type Kysely, sql } from 'kysely';
import { engineOf, idColumn } from '../dialect';

/**
 * Issue #21: results as the reports published them. The working sheet (order_result) is what staff
 * edit; each report issued copies it here, with the order's member, institution and sample facts on
 * every row, so a member reads — and analyses across batches — exactly what each report says. A
 * replaced or revoked report's rows stay (is_current 0), readable as the version they were.
 * The sample's origin (产地) and supplier (供应商) are new facts of an order, filled at checkout.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order_info').addColumn('sample_origin', 'varchar(40)', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('order_info').addColumn('sample_supplier', 'varchar(60)', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('order_report').addColumn('results_test_date', 'varchar(10)').execute();
  await db.schema.alterTable('order_report').addColumn('results_remark', 'varchar(500)', (c) => c.notNull().defaultTo('')).execute();

  await db.schema
    .createTable('report_result')
    .addColumn('id', 'integer', idColumn(engineOf(db)))
    .addColumn('report_id', 'integer', (c) => c.notNull().references('order_report.id'))
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('institution_id', 'integer', (c) => c.notNull())
    /** 1 while the report is the order's valid one; 0 once replaced or revoked. */
    .addColumn('is_current', 'integer', (c) => c.notNull())
    /** The report's issued_at: the date 质量分析 filters and charts by. */
    .addColumn('reported_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('sample_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('variety', 'varchar(30)', (c) => c.notNull())
    .addColumn('batch_no', 'varchar(40)', (c) => c.notNull())
    .addColumn('origin', 'varchar(40)', (c) => c.notNull())
    .addColumn('supplier', 'varchar(60)', (c) => c.notNull())
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
    .addColumn('limit_rule', 'text')
    .addColumn('value', 'varchar(30)', (c) => c.notNull())
    .addColumn('unit', 'varchar(20)', (c) => c.notNull())
    .addColumn('not_detected', 'integer', (c) => c.notNull())
    .addColumn('conforms', 'integer')
    .addColumn('not_applicable', 'integer', (c) => c.notNull())
    .addColumn('detection_limit', 'varchar(30)', (c) => c.notNull())
    .addColumn('note', 'varchar(200)', (c) => c.notNull())
    .addColumn('judgement', 'varchar(8)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('report_result_report_idx').on('report_result').columns(['report_id', 'order_item_id', 'sample_index', 'clause_index']).execute();
  // 质量分析: a member's current results over a span of report dates.
  await db.schema.createIndex('report_result_member_idx').on('report_result').columns(['member_id', 'is_current', 'reported_at']).execute();

  // What the valid reports issued before this migration say: the working sheet, which could not change after them.
  await sql`
    INSERT INTO report_result (report_id, order_id, member_id, institution_id, is_current, reported_at, sample_name, variety, batch_no, origin, supplier,
      order_item_id, sample_index, clause_index, item_name, subject, qualifier, monograph_id, monograph_name, edition, check_item, method, limit_text,
      limit_rule, value, unit, not_detected, conforms, not_applicable, detection_limit, note, judgement, updated_at)
    SELECT r.id, o.id, o.member_id, o.institution_id, 1, r.issued_at, o.sample_name, o.variety, o.batch_no, '', '',
      x.order_item_id, x.sample_index, x.clause_index, x.item_name, x.subject, x.qualifier, x.monograph_id, x.monograph_name, x.edition, x.check_item, x.method, x.limit_text,
      x.limit_rule, x.value, x.unit, x.not_detected, x.conforms, x.not_applicable, x.detection_limit, x.note, x.judgement, x.updated_at
    FROM order_result x
    JOIN order_info o ON o.id = x.order_id
    JOIN order_report r ON r.order_id = x.order_id AND r.status = 1
  `.execute(db);
  await sql`
    UPDATE order_report SET
      results_test_date = (SELECT s.test_date FROM order_result_sheet s WHERE s.order_id = order_report.order_id),
      results_remark = COALESCE((SELECT s.remark FROM order_result_sheet s WHERE s.order_id = order_report.order_id), '')
    WHERE status = 1
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('report_result').execute();
  await db.schema.alterTable('order_report').dropColumn('results_remark').execute();
  await db.schema.alterTable('order_report').dropColumn('results_test_date').execute();
  await db.schema.alterTable('order_info').dropColumn('sample_supplier').execute();
  await db.schema.alterTable('order_info').dropColumn('sample_origin').execute();
}
