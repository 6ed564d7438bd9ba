import {
  type AdminInvoiceQuery,
  INVOICEABLE_STATUSES,
  INVOICE_MESSAGES,
  INVOICE_STATUS,
  INVOICE_TYPE_LABELS,
  ORDER_STATUS,
  REVERSE_ONLY_STATUSES,
  type InvoiceInfo,
  type InvoiceListQuery,
  type InvoiceType,
  type IssueInvoiceBody,
  type OrderInvoice,
  type OrderInvoices,
  type PageResult,
  type RequestInvoiceBody,
  type ReverseInvoiceBody,
  type ReverseInvoiceOnlyBody,
  formatFen,
  invoiceBuyerSchema,
  refundBlockedByInvoice,
  toPageResult,
} from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { DAY_MS, beijingDayStart } from '../../lib/beijing-time';
import { type Clock, iso } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { BusinessError } from '../../lib/errors';
import { claimUploads, requireOwnUploads } from '../files/claims';
import type { PrivateDocuments } from '../files/private-files';
import { type ChangeAudience, type ChangeFeed, orderAudience } from '../live/feed';
import type { NoticeSink } from '../notifications/writer';
import type { StaffContext } from '../staff/service';
import { buyerColumns, toInvoice } from './mappers';
import type { InvoiceOrder, InvoiceOrders, RefundLedger } from './ports';
import { type InvoiceScope, createInvoiceRepository } from './repository';

export interface InvoiceDeps {
  db: Kysely<Database>;
  clock: Clock;
  orders: InvoiceOrders;
  /** What was refunded on an order (the payments module's ledger). */
  refunds: RefundLedger;
  /** The e-invoice becomes a private document of the order in the issuing transaction (issue #17's rule). */
  documents: PrivateDocuments;
  changes: ChangeFeed;
  /** The other side's notification of each step, written in the step's transaction (issue #22's table). */
  notices: NoticeSink;
}

/** A request written: its id, and whom its notice went to. */
interface Written {
  id: number;
  noticed: ChangeAudience;
}

const beijingToday = (now: number) => new Date(now + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * Issue #23, 发票. The member asks for an invoice on its paid order (待寄送样品 and later, not
 * 审核驳回/订单退回/已取消): the amount is what was paid minus what was refunded, never more; one open
 * (待开票 or 已开票) invoice per order. Its institution issues it with the e-invoice PDF, its number and
 * date; a correction is a 红冲: the issued one marked 已红冲 and a new one issued in the same
 * transaction, never an edit. Every move is a conditional update (from the status it expects) in a
 * transaction that also writes the other side's notification; the order's pages hear of it after.
 */
export function createInvoiceService({ db, clock, orders, refunds, documents, changes, notices }: InvoiceDeps) {
  const invoices = createInvoiceRepository(db);

  /**
   * What stands paid: the total once payment was confirmed (订单退回 is reached only from 待确认收样,
   * so it was paid), minus what was refunded. No invoice may exceed it — issuing, 红冲, refunding.
   */
  async function standingFen(trx: Kysely<Database>, order: InvoiceOrder): Promise<number> {
    if (!INVOICEABLE_STATUSES.includes(order.status) && order.status !== ORDER_STATUS.RETURNED) return 0;
    return Math.max(0, order.totalFen - (await refunds.refundedFen(trx, order.id)));
  }

  /** What a request may be for now: what stands paid, where the member may ask (not 审核驳回/订单退回/已取消). */
  async function invoiceableFen(trx: Kysely<Database>, order: InvoiceOrder): Promise<number> {
    return INVOICEABLE_STATUSES.includes(order.status) ? standingFen(trx, order) : 0;
  }

  /** 红冲 without a replacement: where the order's money goes back, or nothing stands paid any more. */
  const reverseOnlyAllowed = async (trx: Kysely<Database>, order: InvoiceOrder) => REVERSE_ONLY_STATUSES.includes(order.status) || (await standingFen(trx, order)) === 0;

  async function blockedReason(order: InvoiceOrder): Promise<string | null> {
    if (!INVOICEABLE_STATUSES.includes(order.status)) return INVOICE_MESSAGES.notPaid;
    if (await invoices.openOf(order.id)) return INVOICE_MESSAGES.alreadyRequested;
    if ((await invoiceableFen(db, order)) <= 0) return INVOICE_MESSAGES.nothingToInvoice;
    return null;
  }

  async function ofOrder(order: InvoiceOrder, member: boolean): Promise<OrderInvoices> {
    const rows = await invoices.ofOrder(order.id);
    return {
      orderId: order.id,
      list: rows.map(toInvoice),
      requestBlocked: member ? await blockedReason(order) : null,
      invoiceableAmount: formatFen(await invoiceableFen(db, order)),
      reverseOnlyAllowed: !member && (await reverseOnlyAllowed(db, order)),
    };
  }

  async function page(scope: InvoiceScope, q: InvoiceListQuery): Promise<PageResult<OrderInvoice>> {
    const { total, rows } = await invoices.page(scope, q.status, q.pageSize, (q.pageNum - 1) * q.pageSize);
    return toPageResult(rows.map(toInvoice), total, q);
  }

  /** After the commit: the recipients' notification counts, and the order's open pages. */
  async function announce(order: InvoiceOrder, noticed: ChangeAudience): Promise<void> {
    await notices.announce(noticed);
    await changes.publish({ topic: 'order', orderId: order.id, audience: orderAudience({ member_id: order.memberId, institution_id: order.institutionId }) });
  }

  async function read(id: number): Promise<OrderInvoice> {
    const row = await invoices.byId(id);
    if (!row) throw new BusinessError(INVOICE_MESSAGES.invoiceNotFound);
    return toInvoice(row);
  }

  /** The staff's own institution's invoice, and its order as it stands. */
  async function ownInvoice(staff: StaffContext, id: number) {
    const row = await invoices.byId(id);
    if (!row || row.institution_id !== staff.institutionId) throw new BusinessError(INVOICE_MESSAGES.invoiceNotFound);
    return row;
  }

  /** A 待开票 request for `amount` and the institution's notice, in `trx`. */
  async function writeRequest(trx: Kysely<Database>, order: InvoiceOrder, buyer: InvoiceInfo, amount: number): Promise<Written> {
    const id = await createInvoiceRepository(trx).insert({
      order_id: order.id,
      member_id: order.memberId,
      institution_id: order.institutionId,
      status: INVOICE_STATUS.REQUESTED,
      ...buyerColumns(buyer),
      amount_fen: amount,
      requested_at: iso(clock.now()),
    });
    const noticed = await notices.write(trx, 'invoiceRequested', { order: { id: order.id }, subject: INVOICE_TYPE_LABELS[buyer.type as InvoiceType] });
    return { id, noticed };
  }

  function checkIssue(body: IssueInvoiceBody): void {
    if (body.invoiceDate > beijingToday(clock.now())) throw new BusinessError(INVOICE_MESSAGES.invoiceDateFuture);
  }

  return {
    ofMemberOrder: async (memberId: number, orderId: number) => ofOrder(await orders.ofMember(memberId, orderId), true),
    ofInstitutionOrder: async (staff: StaffContext, orderId: number) => ofOrder(await orders.ofInstitution(staff.institutionId, orderId), false),
    /** 我的发票. */
    ofMember: (memberId: number, q: InvoiceListQuery) => page({ memberId }, q),
    /** The institution's queue. */
    ofInstitution: (staff: StaffContext, q: InvoiceListQuery) => page({ institutionId: staff.institutionId }, q),
    /** Operators (运营 · 发票管理): every institution's invoices; the days are Beijing's, both inclusive. */
    async ofPlatform(q: AdminInvoiceQuery): Promise<PageResult<OrderInvoice>> {
      const filter = {
        status: q.status,
        institution: q.institution || undefined,
        orderNo: q.orderNo || undefined,
        fromAt: q.from ? new Date(beijingDayStart(q.from)).toISOString() : undefined,
        toAt: q.to ? new Date(beijingDayStart(q.to) + DAY_MS).toISOString() : undefined,
      };
      const { total, rows } = await invoices.platformPage(filter, q.pageSize, (q.pageNum - 1) * q.pageSize);
      return toPageResult(rows.map(toInvoice), total, q);
    },

    async request(memberId: number, body: RequestInvoiceBody): Promise<OrderInvoice> {
      const order = await orders.ofMember(memberId, body.orderId);
      let written: Written;
      try {
        written = await db.transaction().execute(async (trx) => {
          const current = await orders.current(trx, order.id);
          if (!INVOICEABLE_STATUSES.includes(current.status)) throw new BusinessError(INVOICE_MESSAGES.notPaid);
          if (await createInvoiceRepository(trx).openOf(order.id)) throw new BusinessError(INVOICE_MESSAGES.alreadyRequested);
          const amount = await invoiceableFen(trx, current);
          if (amount <= 0) throw new BusinessError(INVOICE_MESSAGES.nothingToInvoice);
          return writeRequest(trx, current, body.buyer, amount);
        });
      } catch (e) {
        // Two requests raced: the open-invoice index let one in.
        if (isUniqueViolation(e)) throw new BusinessError(INVOICE_MESSAGES.alreadyRequested);
        throw e;
      }
      await announce(order, written.noticed);
      return read(written.id);
    },

    /**
     * 支付确认后自动申请开票: the request of an order marked at checkout, inside the move that confirmed
     * its payment (the order reads 待寄送样品 in `trx`), with the same amount rule and notice as the
     * member's own request. Never refuses the move: an open invoice already there, nothing to invoice,
     * or a buyer the request would not take (only an order from before the checkout's check) add nothing;
     * the member can still ask by hand. The move announces the order to both parties after its commit,
     * which refetches their notifications too.
     */
    async requestOnPayment(trx: Kysely<Database>, orderId: number, buyer: InvoiceInfo): Promise<void> {
      const current = await orders.current(trx, orderId);
      if (!INVOICEABLE_STATUSES.includes(current.status)) return;
      const checked = invoiceBuyerSchema.safeParse(buyer);
      if (!checked.success || (await createInvoiceRepository(trx).openOf(orderId))) return;
      const amount = await invoiceableFen(trx, current);
      if (amount > 0) await writeRequest(trx, current, checked.data, amount);
    },

    async issue(staff: StaffContext, body: IssueInvoiceBody): Promise<OrderInvoice> {
      checkIssue(body);
      const row = await ownInvoice(staff, body.invoiceId);
      await requireOwnUploads(db, staff.memberId, [body.fileUrl], INVOICE_MESSAGES.fileNotOwn);
      let noticed: ChangeAudience = {};
      const order = await db.transaction().execute(async (trx) => {
        // The order's row held first: a refund racing this issue waits, then sees it (and vice versa).
        const current = await orders.current(trx, row.order_id);
        const fresh = await createInvoiceRepository(trx).byId(row.id);
        if (!fresh || fresh.status !== INVOICE_STATUS.REQUESTED) throw new BusinessError(INVOICE_MESSAGES.notRequested);
        if (fresh.amount_fen > (await standingFen(trx, current))) throw new BusinessError(INVOICE_MESSAGES.amountExceeded);
        const moved = await createInvoiceRepository(trx).move(row.id, staff.institutionId, INVOICE_STATUS.REQUESTED, {
          status: INVOICE_STATUS.ISSUED,
          invoice_no: body.invoiceNo,
          invoice_date: body.invoiceDate,
          file_url: body.fileUrl,
          issued_at: iso(clock.now()),
        });
        if (!moved) throw new BusinessError(INVOICE_MESSAGES.notRequested);
        // A removed upload fails the transaction (文件已过期，请重新上传): no invoice points at nothing.
        await claimUploads(trx, [body.fileUrl]);
        await documents.makePrivate(trx, [body.fileUrl], { kind: 'invoice', orderId: row.order_id });
        noticed = await notices.write(trx, 'invoiceIssued', { order: { id: row.order_id } });
        return current;
      });
      await announce(order, noticed);
      return read(row.id);
    },

    /** 红冲: the issued invoice marked 已红冲 and its replacement issued, in one transaction. */
    async reverse(staff: StaffContext, body: ReverseInvoiceBody): Promise<OrderInvoice> {
      checkIssue(body);
      const row = await ownInvoice(staff, body.invoiceId);
      await requireOwnUploads(db, staff.memberId, [body.fileUrl], INVOICE_MESSAGES.fileNotOwn);
      const now = iso(clock.now());
      let noticed: ChangeAudience = {};
      let id = 0;
      const order = await db.transaction().execute(async (trx) => {
        const repo = createInvoiceRepository(trx);
        const current = await orders.current(trx, row.order_id);
        const moved = await repo.move(row.id, staff.institutionId, INVOICE_STATUS.ISSUED, { status: INVOICE_STATUS.REVERSED, reversed_at: now, reverse_reason: body.reason });
        if (!moved) throw new BusinessError(INVOICE_MESSAGES.notIssued);
        // The replacement is for what stands paid now (a refund since the first lowers it).
        const amount = Math.min(row.amount_fen, await standingFen(trx, current));
        if (amount <= 0) throw new BusinessError(INVOICE_MESSAGES.nothingToInvoice);
        id = await repo.insert({
          order_id: row.order_id,
          member_id: row.member_id,
          institution_id: row.institution_id,
          status: INVOICE_STATUS.ISSUED,
          invoice_type: row.invoice_type,
          title: row.title,
          tax_no: row.tax_no,
          address: row.address,
          phone: row.phone,
          bank_name: row.bank_name,
          bank_account: row.bank_account,
          amount_fen: amount,
          invoice_no: body.invoiceNo,
          invoice_date: body.invoiceDate,
          file_url: body.fileUrl,
          replaces_id: row.id,
          requested_at: row.requested_at,
          issued_at: now,
        });
        await claimUploads(trx, [body.fileUrl]);
        await documents.makePrivate(trx, [body.fileUrl], { kind: 'invoice', orderId: row.order_id });
        noticed = await notices.write(trx, 'invoiceReversed', { order: { id: row.order_id }, reason: body.reason });
        return current;
      });
      await announce(order, noticed);
      return read(id);
    },

    /** 红冲 with nothing reissued: the order is returned or cancelled (its money goes back), or fully refunded. */
    async reverseOnly(staff: StaffContext, body: ReverseInvoiceOnlyBody): Promise<OrderInvoice> {
      const row = await ownInvoice(staff, body.invoiceId);
      let noticed: ChangeAudience = {};
      const order = await db.transaction().execute(async (trx) => {
        const current = await orders.current(trx, row.order_id);
        if (!(await reverseOnlyAllowed(trx, current))) throw new BusinessError(INVOICE_MESSAGES.reverseOnlyNotAllowed);
        const moved = await createInvoiceRepository(trx).move(row.id, staff.institutionId, INVOICE_STATUS.ISSUED, { status: INVOICE_STATUS.REVERSED, reversed_at: iso(clock.now()), reverse_reason: body.reason });
        if (!moved) throw new BusinessError(INVOICE_MESSAGES.notIssued);
        noticed = await notices.write(trx, 'invoiceReversedOnly', { order: { id: row.order_id }, reason: body.reason });
        return current;
      });
      await announce(order, noticed);
      return read(row.id);
    },

    /** Payments' side (modules/payments/invoices-port.ts), in the refund's transaction, the order's row held. */
    forRefunds: {
      async beforeRefund(trx: Kysely<Database>, orderId: number, remainingFen: number): Promise<() => Promise<void>> {
        const repo = createInvoiceRepository(trx);
        const open = await repo.openOf(orderId);
        if (!open || open.amount_fen <= remainingFen) return async () => {};
        if (open.status === INVOICE_STATUS.ISSUED) throw new BusinessError(refundBlockedByInvoice(formatFen(open.amount_fen)));
        // A request not yet issued follows the refund: for what stays paid, or closed when nothing does.
        if (remainingFen > 0) {
          await repo.fitRequest(open.id, { amount_fen: remainingFen });
          return async () => {};
        }
        await repo.fitRequest(open.id, { status: INVOICE_STATUS.CLOSED, reversed_at: iso(clock.now()), reverse_reason: INVOICE_MESSAGES.closedByRefund });
        const noticed = await notices.write(trx, 'invoiceClosed', { order: { id: orderId } });
        return () => notices.announce(noticed);
      },
    },
  };
}
export type InvoiceService = ReturnType<typeof createInvoiceService>;
