import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { OrderResultSheetTable, OrderResultTable } from '../../db/schema-results';

/** Rows per INSERT: well under SQLite's 32,766 bound parameters at 25 columns a row. */
const CHUNK = 200;

/** SQL of an order's results (issue #21); the service decides who may read or write them. */
export function createResultRepository(db: Kysely<Database>) {
  return {
    rowsOf(orderId: number) {
      return db.selectFrom('order_result').selectAll().where('order_id', '=', orderId).execute();
    },
    sheetOf(orderId: number) {
      return db.selectFrom('order_result_sheet').selectAll().where('order_id', '=', orderId).executeTakeFirst();
    },
    /** The whole sheet replaces what was saved before (a draft is always saved whole), inside the caller's transaction. */
    async replaceRows(orderId: number, rows: Insertable<OrderResultTable>[]): Promise<void> {
      await db.deleteFrom('order_result').where('order_id', '=', orderId).execute();
      for (let i = 0; i < rows.length; i += CHUNK) await db.insertInto('order_result').values(rows.slice(i, i + CHUNK)).execute();
    },
    async upsertSheet(row: OrderResultSheetTable): Promise<void> {
      const { order_id: _id, ...changes } = row;
      await db
        .insertInto('order_result_sheet')
        .values(row)
        .onConflict((oc) => oc.column('order_id').doUpdateSet(changes))
        .execute();
    },
  };
}
