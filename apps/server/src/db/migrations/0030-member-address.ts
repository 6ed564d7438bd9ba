import { type Kysely, sql } from 'kysely';
import { engineOf, idColumn } from '../dialect';

/**
 * Issue #20: a member's address book — the return contacts it keeps to pick at checkout. At most
 * one default per member, held by a partial unique index rather than by the code alone.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('member_address')
    .addColumn('id', 'integer', idColumn(engineOf(db)))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('sys_member.id'))
    .addColumn('name', 'varchar(30)', (c) => c.notNull())
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('address', 'varchar(200)', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('member_address_member_idx').on('member_address').columns(['member_id', 'updated_at']).execute();
  await db.schema
    .createIndex('member_address_default_idx')
    .unique()
    .on('member_address')
    .column('member_id')
    .where(sql.ref('is_default'), '=', sql.lit(1))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('member_address').execute();
}
