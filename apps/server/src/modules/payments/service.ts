import { ORDER_STATUS, type OnlinePaymentSetting, type OrderPaymentState, PAYMENT_CHANNELS, PAYMENT_CHANNEL_LABELS, PAYMENT_MESSAGES, type PaymentChannel, type RefundBody, STAFF_AUDIT_ACTIONS } from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type Clock, iso } from '../../lib/clock';
import { BusinessError } from '../../lib/errors';
import { beijingDigits, randomDigits } from '../../lib/serial-numbers';
import type { AuditService } from '../audit/service';
import { createStaffTrail } from '../audit/staff-trail';
import type { ChangeFeed } from '../live/feed';
import type { StaffContext } from '../staff/service';
import { yuanOf } from './gateway';
import type { RefundInvoices } from './invoices-port';
import { createRefundLedger } from './ledger';
import { PAYABLE, type PayableOrder, type PaymentOrders } from './orders-port';
import type { Gateways, Refunds } from './refunds';
import { createPaymentRepository, paymentView, refundView } from './repository';

/** Where the institution may refund: returned, or cancelled after payment. */
const REFUNDABLE: readonly number[] = [ORDER_STATUS.RETURNED, ORDER_STATUS.CANCELLED];
/** Ours, unique, within every gateway's 32 characters: P + Beijing time + 8 random digits. */
const newTradeNo = (now: number) => `P${beijingDigits(now)}${randomDigits(8)}`;

export interface PaymentDeps {
  db: Kysely<Database>;
  clock: Clock;
  orders: PaymentOrders;
  gateways: Gateways;
  refunds: Refunds;
  /** The institution's refunds and its 在线支付 switch are written to the audit trail (with the staff account). */
  audit: AuditService;
  /** The order's invoices must still fit what stays paid after a refund (issue #23). */
  invoices: RefundInvoices;
  /** The order's open pages hear of a refund (its payment state and invoices moved). */
  changes: ChangeFeed;
}

/**
 * Issue #23, online payment: the member asks for a QR code, the pay page polls the state, the
 * institution refunds. Nothing here marks an order paid — only a verified notification does
 * (notify-handler.ts).
 */
export function createPaymentService({ db, clock, orders, gateways, refunds, audit, invoices, changes }: PaymentDeps) {
  const repo = createPaymentRepository(db);
  const trail = createStaffTrail(audit);
  const ledger = createRefundLedger();

  async function channelsFor(order: PayableOrder): Promise<PaymentChannel[]> {
    const configured = PAYMENT_CHANNELS.filter((c) => gateways[c]);
    if (configured.length === 0 || !PAYABLE.includes(order.status)) return [];
    return (await repo.institutionAccepts(order.institutionId)) ? configured : [];
  }

  async function stateOf(order: PayableOrder): Promise<OrderPaymentState> {
    const [payments, refundRows, channels] = await Promise.all([repo.ofOrder(order.id), repo.refundsOfOrder(order.id), channelsFor(order)]);
    const pending = [...payments].reverse().find((p) => p.status === 'pending' && p.amount_fen === order.totalFen);
    return {
      orderId: order.id,
      channels,
      pending: pending && channels.includes(pending.channel) ? { channel: pending.channel, qrCode: pending.qr_code, amountFen: pending.amount_fen } : null,
      paid: payments.some((p) => p.status === 'paid'),
      payments: payments.map(paymentView),
      refunds: refundRows.map(refundView),
    };
  }

  return {
    ofMember: async (memberId: number, orderId: number) => stateOf(await orders.ofMember(memberId, orderId)),
    ofInstitution: async (staff: StaffContext, orderId: number) => stateOf(await orders.ofInstitution(staff.institutionId, orderId)),

    /** A QR code for the order's total; the same one again while it is still the one to pay. */
    async precreate(memberId: number, b: { orderId: number; channel: PaymentChannel }): Promise<OrderPaymentState> {
      const order = await orders.ofMember(memberId, b.orderId);
      if (!PAYABLE.includes(order.status)) throw new BusinessError(PAYMENT_MESSAGES.notPayable);
      const channels = await channelsFor(order);
      if (channels.length === 0) throw new BusinessError(PAYMENT_MESSAGES.notOffered);
      const gateway = gateways[b.channel];
      if (!gateway || !channels.includes(b.channel)) throw new BusinessError(PAYMENT_MESSAGES.channelNotOffered);
      const existing = (await repo.ofOrder(order.id)).find((p) => p.channel === b.channel && p.status === 'pending' && p.amount_fen === order.totalFen);
      if (existing) return stateOf(order);
      const outTradeNo = newTradeNo(clock.now());
      let qrCode: string;
      try {
        ({ qrCode } = await gateway.precreate({ outTradeNo, amountFen: order.totalFen, subject: `检测费 订单${order.orderNo}` }));
      } catch {
        throw new BusinessError(PAYMENT_MESSAGES.gatewayUnavailable);
      }
      const now = iso(clock.now());
      await repo.insertPayment({ order_id: order.id, channel: b.channel, out_trade_no: outTradeNo, gateway_trade_no: null, amount_fen: order.totalFen, status: 'pending', qr_code: qrCode, raw_notification: null, paid_at: null, created_at: now, updated_at: now });
      return stateOf(order);
    },

    /** A (partial) refund of an online payment of a returned or cancelled order, through its channel. */
    async refund(staff: StaffContext, b: RefundBody): Promise<{ state: OrderPaymentState; failed: boolean }> {
      const order = await orders.ofInstitution(staff.institutionId, b.orderId);
      if (!REFUNDABLE.includes(order.status)) throw new BusinessError(PAYMENT_MESSAGES.refundNotAllowed);
      const payment = (await repo.ofOrder(order.id)).find((p) => p.status === 'paid');
      if (!payment) throw new BusinessError(PAYMENT_MESSAGES.notPaidOnline);
      // The order's row is held first, as an invoice move holds it: the invoice check and the
      // reservation are one step against a concurrent issue (PostgreSQL read committed).
      const { outRefundNo, afterCommit } = await db.transaction().execute(async (trx) => {
        await orders.hold(trx, order.id);
        const no = await refunds.record(trx, payment, { amountFen: b.amount, reason: b.reason, initiatedBy: 'institution', actorMemberId: staff.memberId });
        await trail.record(trx, staff, STAFF_AUDIT_ACTIONS.refund, `订单 ${order.orderNo}`, `${PAYMENT_CHANNEL_LABELS[payment.channel]}退款 ${yuanOf(b.amount)} 元（${no}）${b.reason}`);
        return { outRefundNo: no, afterCommit: await invoices.beforeRefund(trx, order.id, order.totalFen - (await ledger.refundedFen(trx, order.id))) };
      });
      await afterCommit();
      await changes.publish({ topic: 'order', orderId: order.id, audience: { memberIds: [order.memberId], institutionIds: [order.institutionId] } });
      const refund = await refunds.submit(payment, outRefundNo);
      return { state: await stateOf(order), failed: refund.status === 'failed' };
    },

    /** A new attempt at an abnormal (退款异常) refund: same amount, the reservation carried over; a second click finds it retried. */
    async retryRefund(staff: StaffContext, b: { orderId: number; refundId: number }): Promise<{ state: OrderPaymentState; failed: boolean }> {
      const order = await orders.ofInstitution(staff.institutionId, b.orderId);
      const abnormal = await repo.refundOfOrder(order.id, b.refundId);
      const payment = abnormal?.status === 'abnormal' ? await repo.paymentById(abnormal.payment_id) : undefined;
      if (!abnormal || !payment) throw new BusinessError(PAYMENT_MESSAGES.refundNotRetryable);
      const outRefundNo = await db.transaction().execute(async (trx) => {
        const no = await refunds.recordRetry(trx, payment, abnormal, staff.memberId);
        const words = abnormal.gateway_detail ? `，原退款异常：${abnormal.gateway_detail}` : '';
        await trail.record(trx, staff, STAFF_AUDIT_ACTIONS.refundRetry, `订单 ${order.orderNo}`, `${PAYMENT_CHANNEL_LABELS[payment.channel]}退款 ${yuanOf(abnormal.amount_fen)} 元（${no}，重新发起 ${abnormal.out_refund_no}${words}）`);
        return no;
      });
      const refund = await refunds.submit(payment, outRefundNo);
      return { state: await stateOf(order), failed: refund.status === 'failed' };
    },

    async setting(staff: StaffContext): Promise<OnlinePaymentSetting> {
      return { accepts: await repo.institutionAccepts(staff.institutionId), offered: PAYMENT_CHANNELS.some((c) => gateways[c]) };
    },

    async setAccepts(staff: StaffContext, accepts: boolean): Promise<OnlinePaymentSetting> {
      await db.transaction().execute(async (trx) => {
        await createPaymentRepository(trx).setInstitutionAccepts(staff.institutionId, accepts);
        await trail.record(trx, staff, STAFF_AUDIT_ACTIONS.onlinePayment, '在线支付', accepts ? '接受在线支付' : '不接受在线支付');
      });
      return { accepts, offered: PAYMENT_CHANNELS.some((c) => gateways[c]) };
    },
  };
}
export type PaymentService = ReturnType<typeof createPaymentService>;
