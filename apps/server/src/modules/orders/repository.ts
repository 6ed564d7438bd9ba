import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { engineOf } from '../../db/dialect';
import type { Database } from '../../db/schema';
import type { OrderInfoTable, OrderItemTable, OrderLogTable, OrderSampleTable } from '../../db/schema-orders';

export type OrderRow = Selectable<OrderInfoTable> & {
  institution_name: string;
  user_account: string;
  real_name: string | null;
  company_name: string | null;
};

/** Whose orders a query may see: a member's own, or one institution's. */
export type OrderScope = { memberId: number } | { institutionId: number };

export interface OrderSearch {
  status?: number;
  orderNo?: string;
  /** ISO instants, start inclusive, end exclusive. */
  from: string;
  to?: string;
}

const joined = (db: Kysely<Database>) =>
  db
    .selectFrom('order_info')
    .innerJoin('institution', 'institution.id', 'order_info.institution_id')
    .innerJoin('sys_member', 'sys_member.id', 'order_info.member_id')
    .leftJoin('sys_company', 'sys_company.id', 'sys_member.company_id');

function base(db: Kysely<Database>, scope: OrderScope) {
  const q = joined(db);
  return 'memberId' in scope ? q.where('order_info.member_id', '=', scope.memberId) : q.where('order_info.institution_id', '=', scope.institutionId);
}

function searched(db: Kysely<Database>, scope: OrderScope, s: OrderSearch) {
  let q = base(db, scope).where('order_info.created_at', '>=', s.from);
  if (s.to) q = q.where('order_info.created_at', '<', s.to);
  if (s.orderNo) q = q.where('order_info.order_no', '=', s.orderNo);
  return q;
}

/** One order as placeOrder makes it: its row, its items, its sheet's samples and its first log line (the order's id is filled in). */
export interface NewOrder {
  order: Insertable<OrderInfoTable>;
  items: Omit<Insertable<OrderItemTable>, 'order_id'>[];
  samples: Omit<Insertable<OrderSampleTable>, 'order_id'>[];
  log: Omit<Insertable<OrderLogTable>, 'order_id'>;
}

/** Rows of samples per INSERT: 9 columns, well under SQLite's bound parameters. */
const SAMPLE_CHUNK = 200;

const JOINED = ['institution.name as institution_name', 'sys_member.user_account', 'sys_member.real_name', 'sys_company.company_name'] as const;

/** PostgreSQL: an order, its items and its log line in one statement. */
async function insertOneStatement(db: Kysely<Database>, o: NewOrder): Promise<number> {
  const row = await db
    .with('o', (d) => d.insertInto('order_info').values(o.order).returning('id'))
    .with('i', (d) => d.insertInto('order_item').values(o.items.map((i) => ({ ...i, order_id: (eb) => eb.selectFrom('o').select('o.id') }))).returning('order_item.id'))
    .with('l', (d) => d.insertInto('order_log').values({ ...o.log, order_id: (eb) => eb.selectFrom('o').select('o.id') }).returning('order_log.id'))
    .selectFrom('o')
    .select('o.id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** SQLite (no INSERT inside WITH): three statements, inside the caller's transaction. */
async function insertSeparately(db: Kysely<Database>, o: NewOrder): Promise<number> {
  const { id } = await db.insertInto('order_info').values(o.order).returning('id').executeTakeFirstOrThrow();
  if (o.items.length) await db.insertInto('order_item').values(o.items.map((i) => ({ ...i, order_id: id }))).execute();
  await db.insertInto('order_log').values({ ...o.log, order_id: id }).execute();
  return id;
}

/** The order's sheet samples, inside the caller's transaction. */
async function insertSamples(db: Kysely<Database>, rows: Insertable<OrderSampleTable>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += SAMPLE_CHUNK) await db.insertInto('order_sample').values(rows.slice(i, i + SAMPLE_CHUNK)).execute();
}

/** SQL of ordering; the service decides who may do what (see lifecycle.ts). */
export function createOrderRepository(db: Kysely<Database>) {
  return {
    async find(scope: OrderScope, id: number): Promise<OrderRow | undefined> {
      return base(db, scope).selectAll('order_info').select(JOINED).where('order_info.id', '=', id).executeTakeFirst();
    },
    /** Any order by its id or its number: an operator's read, platform-wide (issue #22). */
    async findAny(ref: { id: number } | { orderNo: string }): Promise<OrderRow | undefined> {
      const q = joined(db).selectAll('order_info').select(JOINED);
      return ('id' in ref ? q.where('order_info.id', '=', ref.id) : q.where('order_info.order_no', '=', ref.orderNo)).executeTakeFirst();
    },
    /**
     * The order's money facts, its row locked until the transaction ends on PostgreSQL (SQLite
     * serialises writers): an invoice move and a refund of one order take turns (issue #23).
     */
    async holdMoney(id: number) {
      const q = db.selectFrom('order_info').select(['id', 'order_no', 'status', 'member_id', 'institution_id', 'total_fen']).where('id', '=', id);
      return (engineOf(db) === 'postgres' ? q.forUpdate() : q).executeTakeFirst();
    },
    /** When the order last moved into `status` from another one (order_log_order_idx). */
    async reachedAt(orderId: number, status: number): Promise<string | undefined> {
      const row = await db
        .selectFrom('order_log')
        .select('created_at')
        .where('order_id', '=', orderId)
        .where('to_status', '=', status)
        .where((eb) => eb.or([eb('from_status', 'is', null), eb('from_status', '!=', status)]))
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row?.created_at;
    },
    /** The member's latest orders, newest first (order_info_member_idx). */
    recentForms(memberId: number, limit: number): Promise<OrderRow[]> {
      return base(db, { memberId }).selectAll('order_info').select(JOINED).orderBy('order_info.created_at', 'desc').orderBy('order_info.id', 'desc').limit(limit).execute();
    },
    /** Who the member is, for a first order's contact and invoice title. */
    accountOf(memberId: number) {
      return db
        .selectFrom('sys_member')
        .leftJoin('sys_company', 'sys_company.id', 'sys_member.company_id')
        .select(['sys_member.mobile', 'sys_member.real_name', 'sys_company.company_name', 'sys_company.unify_code'])
        .where('sys_member.id', '=', memberId)
        .executeTakeFirst();
    },
    async page(scope: OrderScope, s: OrderSearch, limit: number, offset: number) {
      let q = searched(db, scope, s);
      if (s.status) q = q.where('order_info.status', '=', s.status);
      const [rows, counts] = await Promise.all([
        q.selectAll('order_info').select(JOINED).orderBy('order_info.created_at', 'desc').orderBy('order_info.id', 'desc').limit(limit).offset(offset).execute(),
        searched(db, scope, s).select(['order_info.status', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('order_info.status').execute(),
      ]);
      return { rows: rows satisfies OrderRow[], counts: counts.map((c) => ({ status: c.status, n: Number(c.n) })) };
    },
    bySubmission(memberId: number, submissionId: string) {
      return db
        .selectFrom('order_info')
        .innerJoin('institution', 'institution.id', 'order_info.institution_id')
        .select(['order_info.id', 'order_info.order_no', 'order_info.institution_id', 'institution.name as institution_name', 'order_info.total_fen'])
        .where('order_info.member_id', '=', memberId)
        .where('order_info.submission_id', '=', submissionId)
        .orderBy('order_info.id')
        .execute();
    },
    async insertItems(rows: Insertable<OrderItemTable>[]): Promise<void> {
      if (rows.length) await db.insertInto('order_item').values(rows).execute();
    },
    /**
     * Stores new orders with their items and log lines, all or none; answers their ids in order.
     * Issue #18: on PostgreSQL one order is one statement (data-modifying WITH: the order, its items
     * and its log line take the id the first INSERT returns), atomic without BEGIN/COMMIT round trips;
     * more than one order share a transaction. SQLite runs in-process: a transaction of plain INSERTs.
     * `also` writes further rows in that transaction (issue #22: the new orders' notifications).
     */
    async insertOrders(orders: NewOrder[], also?: (trx: Kysely<Database>, ids: number[]) => Promise<void>): Promise<number[]> {
      // An order with a sample sheet (or rows of others to write with it) takes a transaction on both engines.
      if (orders.length === 1 && !orders[0]!.samples.length && !also && engineOf(db) === 'postgres') return [await insertOneStatement(db, orders[0]!)];
      const run = async (trx: Kysely<Database>) => {
        const ids: number[] = [];
        for (const o of orders) {
          const id = engineOf(db) === 'postgres' ? await insertOneStatement(trx, o) : await insertSeparately(trx, o);
          await insertSamples(trx, o.samples.map((s) => ({ ...s, order_id: id })));
          ids.push(id);
        }
        await also?.(trx, ids);
        return ids;
      };
      return db.isTransaction ? run(db) : db.transaction().execute(run);
    },
    async deleteItems(orderId: number): Promise<void> {
      await db.deleteFrom('order_item').where('order_id', '=', orderId).execute();
    },
    /** Edit-and-resubmit: the sheet's samples replaced like the items, inside the caller's transaction. */
    async replaceSamples(orderId: number, rows: Insertable<OrderSampleTable>[]): Promise<void> {
      await db.deleteFrom('order_sample').where('order_id', '=', orderId).execute();
      await insertSamples(db, rows);
    },
    samplesOf(orderId: number) {
      return db.selectFrom('order_sample').selectAll().where('order_id', '=', orderId).orderBy('sample_no').execute();
    },
    itemsOf(orderIds: number[]) {
      if (!orderIds.length) return Promise.resolve([]);
      return db.selectFrom('order_item').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute();
    },
    /**
     * The move itself: only while the order still has the status and version the caller read.
     * Two racing moves read the same version; the second update matches no row and loses.
     */
    async transition(order: { id: number; status: number; version: number }, to: number, patch: Updateable<OrderInfoTable>, now: string): Promise<boolean> {
      const res = await db
        .updateTable('order_info')
        .set({ ...patch, status: to, version: order.version + 1, updated_at: now })
        .where('id', '=', order.id)
        .where('status', '=', order.status)
        .where('version', '=', order.version)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },
    async log(row: Insertable<OrderLogTable>): Promise<void> {
      await db.insertInto('order_log').values(row).execute();
    },
    async countCompleted(institutionId: number): Promise<void> {
      await db.updateTable('institution').set((eb) => ({ order_count: eb('order_count', '+', 1) })).where('id', '=', institutionId).execute();
    },
    logsOf(orderId: number) {
      return db.selectFrom('order_log').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
    },
    /** The newest orders platform-wide, for the home ticker. */
    latest(limit: number) {
      return db
        .selectFrom('order_info')
        .innerJoin('institution', 'institution.id', 'order_info.institution_id')
        .innerJoin('sys_member', 'sys_member.id', 'order_info.member_id')
        .leftJoin('sys_company', 'sys_company.id', 'sys_member.company_id')
        .select(['order_info.id', 'order_info.created_at', 'institution.name as institution_name', 'sys_member.user_account', 'sys_member.real_name', 'sys_company.company_name'])
        .orderBy('order_info.created_at', 'desc')
        .orderBy('order_info.id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}
export type OrderRepository = ReturnType<typeof createOrderRepository>;
