import { type Insertable, type Kysely, type Updateable, sql } from 'kysely';
import { containsPattern, ilike } from '../../lib/sql-like';
import type { Database } from '../../db/schema';
import type { InvoiceTitleTable, OrderInvoiceTable } from '../../db/schema-invoices';

/** Who may see a list: a member's own invoices, or an institution's. */
export type InvoiceScope = { memberId: number } | { institutionId: number };

/** The operators' filters: a part of the institution's name, the full order number, days as UTC ISO bounds [from, to). */
export interface PlatformInvoiceFilter {
  status?: number;
  institution?: string;
  orderNo?: string;
  fromAt?: string;
  toAt?: string;
}

/** SQL of invoices and saved titles; the service decides who may read and move them. */
export function createInvoiceRepository(db: Kysely<Database>) {
  const joined = () =>
    db
      .selectFrom('order_invoice')
      .innerJoin('order_info', 'order_info.id', 'order_invoice.order_id')
      .innerJoin('institution', 'institution.id', 'order_invoice.institution_id')
      .innerJoin('sys_member', 'sys_member.id', 'order_invoice.member_id')
      .leftJoin('sys_company', 'sys_company.id', 'sys_member.company_id')
      .selectAll('order_invoice')
      .select(['order_info.order_no', 'institution.name as institution_name', 'sys_member.user_account', 'sys_member.real_name', 'sys_company.company_name']);

  const bare = () => db.selectFrom('order_invoice');

  return {
    /** An order's invoices, newest first (order_invoice_order_idx). */
    ofOrder(orderId: number) {
      return joined().where('order_invoice.order_id', '=', orderId).orderBy('order_invoice.id', 'desc').limit(100).execute();
    },
    byId(id: number) {
      return joined().where('order_invoice.id', '=', id).executeTakeFirst();
    },
    /** A page of a member's or an institution's invoices, newest first (the member and institution indexes). */
    async page(scope: InvoiceScope, status: number | undefined, limit: number, offset: number) {
      let base = db.selectFrom('order_invoice');
      base = 'memberId' in scope ? base.where('order_invoice.member_id', '=', scope.memberId) : base.where('order_invoice.institution_id', '=', scope.institutionId);
      if (status !== undefined) base = base.where('order_invoice.status', '=', status);
      const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      let rows = joined();
      rows = 'memberId' in scope ? rows.where('order_invoice.member_id', '=', scope.memberId) : rows.where('order_invoice.institution_id', '=', scope.institutionId);
      if (status !== undefined) rows = rows.where('order_invoice.status', '=', status);
      return { total: Number(n), rows: await rows.orderBy('order_invoice.id', 'desc').limit(limit).offset(offset).execute() };
    },
    /**
     * A page of every institution's invoices, newest first (operators). An institution's rows come by
     * order_invoice_institution_idx, an order's by order_invoice_order_idx, the rest by the key.
     */
    async platformPage(f: PlatformInvoiceFilter, limit: number, offset: number) {
      const filtered = <Q extends ReturnType<typeof joined> | ReturnType<typeof bare>>(q: Q): Q => {
        let r = q as ReturnType<typeof bare>;
        if (f.status !== undefined) r = r.where('order_invoice.status', '=', f.status);
        // The institution table is small; an order number is unique (order_info's unique index).
        if (f.institution) r = r.where('order_invoice.institution_id', 'in', db.selectFrom('institution').select('institution.id').where(ilike(sql.ref('institution.name'), containsPattern(f.institution))));
        if (f.orderNo) r = r.where('order_invoice.order_id', 'in', db.selectFrom('order_info').select('order_info.id').where('order_info.order_no', '=', f.orderNo));
        if (f.fromAt) r = r.where('order_invoice.requested_at', '>=', f.fromAt);
        if (f.toAt) r = r.where('order_invoice.requested_at', '<', f.toAt);
        return r as Q;
      };
      const { n } = await filtered(bare()).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const rows = await filtered(joined()).orderBy('order_invoice.id', 'desc').limit(limit).offset(offset).execute();
      return { total: Number(n), rows };
    },
    /** The order's open (待开票 or 已开票) invoice, if any. */
    openOf(orderId: number) {
      return db.selectFrom('order_invoice').select(['id', 'status', 'amount_fen']).where('order_id', '=', orderId).where('status', '<', 3).executeTakeFirst();
    },
    /** A 待开票 request re-amounted or closed by a refund (only while still 待开票). */
    async fitRequest(id: number, set: Updateable<OrderInvoiceTable>): Promise<void> {
      await db.updateTable('order_invoice').set(set).where('id', '=', id).where('status', '=', 1).execute();
    },
    async insert(row: Insertable<OrderInvoiceTable>): Promise<number> {
      const { id } = await db.insertInto('order_invoice').values(row).returning('id').executeTakeFirstOrThrow();
      return id;
    },
    /** A conditional move: only from `from`, only for the institution's own invoice; answers whether it moved. */
    async move(id: number, institutionId: number, from: number, set: Updateable<OrderInvoiceTable>): Promise<boolean> {
      const r = await db.updateTable('order_invoice').set(set).where('id', '=', id).where('institution_id', '=', institutionId).where('status', '=', from).executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    titlesOf(memberId: number, limit: number) {
      return db.selectFrom('invoice_title').selectAll().where('member_id', '=', memberId).orderBy('id', 'desc').limit(limit).execute();
    },
    async countTitles(memberId: number): Promise<number> {
      const { n } = await db.selectFrom('invoice_title').select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', memberId).executeTakeFirstOrThrow();
      return Number(n);
    },
    async insertTitle(row: Insertable<InvoiceTitleTable>): Promise<number> {
      const { id } = await db.insertInto('invoice_title').values(row).returning('id').executeTakeFirstOrThrow();
      return id;
    },
    async updateTitle(id: number, memberId: number, set: Updateable<InvoiceTitleTable>): Promise<boolean> {
      const r = await db.updateTable('invoice_title').set(set).where('id', '=', id).where('member_id', '=', memberId).executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    async deleteTitle(id: number, memberId: number): Promise<boolean> {
      const r = await db.deleteFrom('invoice_title').where('id', '=', id).where('member_id', '=', memberId).executeTakeFirst();
      return Number(r.numDeletedRows) === 1;
    },
  };
}
export type InvoiceRepository = ReturnType<typeof createInvoiceRepository>;
export type InvoiceRow = NonNullable<Awaited<ReturnType<InvoiceRepository['byId']>>>;
