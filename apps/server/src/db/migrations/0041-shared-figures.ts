import type { Kysely } from 'kysely';

/**
 * Issue #24: figures that take long to count (the operator dashboard's failure rates), kept once for
 * every instance instead of once per process — behind a round-robin balancer two instances' copies
 * would show an operator older and newer figures by turns. `value` is the JSON answer, `period` the
 * window it was counted for, `computed_at` when; `recount_until` marks the instance recounting it (a
 * lease: '' or a past time means nobody is).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('shared_figures')
    .addColumn('name', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('period', 'varchar(40)', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('computed_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('recount_until', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('shared_figures').execute();
}
