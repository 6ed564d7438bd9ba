import { type AdminPaymentRow, PAYMENT_CHANNEL_LABELS, PAYMENT_STATUS_LABELS, type PageResult, REFUND_STATUS_LABELS, reconciliationFileName, toPageResult } from '@tcm/shared';
import ExcelJS from 'exceljs';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { paymentView, refundView, type PaymentRow } from './repository';

/** A Beijing day as the UTC ISO range of created_at: [from, to). */
export function dayRange(day: string): { from: string; to: string } {
  const from = new Date(`${day}T00:00:00+08:00`);
  return { from: from.toISOString(), to: new Date(from.getTime() + 86_400_000).toISOString() };
}

/** The amount the gateway's notification reported, read from the raw notification kept for audit. */
function notifiedFen(p: PaymentRow): number | null {
  if (!p.raw_notification) return null;
  if (p.channel === 'alipay') {
    const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(new URLSearchParams(p.raw_notification).get('total_amount') ?? '');
    return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : null;
  }
  try {
    const total = (JSON.parse(p.raw_notification) as { resource?: { amount?: { total?: unknown } } }).resource?.amount?.total;
    return typeof total === 'number' ? total : null;
  } catch {
    return null;
  }
}

/**
 * Issue #23, the operators' view of online payments: a day's payments with their refunds, and the
 * daily reconciliation workbook — each of our records beside what the gateway's verified
 * notification reported, a difference flagged. (The gateways' own bill files are not fetched: they
 * cannot be reached from here; their download is the next step, see the README.)
 */
export function createPaymentAdminReads(db: Kysely<Database>) {
  async function page(day: string, pageNum: number, pageSize: number): Promise<{ rows: AdminPaymentRow[]; total: number }> {
    const { from, to } = dayRange(day);
    const base = db.selectFrom('order_payment').where('order_payment.created_at', '>=', from).where('order_payment.created_at', '<', to);
    const [{ n }, payments] = await Promise.all([
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      base
        .innerJoin('order_info', 'order_info.id', 'order_payment.order_id')
        .innerJoin('institution', 'institution.id', 'order_info.institution_id')
        .selectAll('order_payment')
        .select(['order_info.order_no', 'institution.name as institution_name'])
        .orderBy('order_payment.created_at')
        .orderBy('order_payment.id')
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize)
        .execute(),
    ]);
    const ids = payments.map((p) => p.id);
    const refunds = ids.length ? await db.selectFrom('order_refund').selectAll().where('payment_id', 'in', ids).orderBy('id').execute() : [];
    const rows = payments.map((p) => ({
      ...paymentView(p),
      orderId: p.order_id,
      orderNo: p.order_no,
      institutionName: p.institution_name,
      notifiedFen: notifiedFen(p),
      refunds: refunds.filter((r) => r.payment_id === p.id).map(refundView),
    }));
    return { rows, total: Number(n) };
  }

  return {
    async query(q: { day: string; pageNum: number; pageSize: number }): Promise<PageResult<AdminPaymentRow>> {
      const { rows, total } = await page(q.day, q.pageNum, q.pageSize);
      return toPageResult(rows, total, q);
    },

    /** 对账单 of a day: one row per payment (up to 50,000), its refunds summed. */
    async reconciliation(day: string): Promise<{ fileName: string; file: Buffer }> {
      const { rows } = await page(day, 1, 50_000);
      const wb = new ExcelJS.Workbook();
      const sheet = wb.addWorksheet('在线支付对账');
      sheet.columns = ['订单号', '检测机构', '支付方式', '商户订单号', '支付平台交易号', '状态', '本平台金额(元)', '支付平台通知金额(元)', '已退款(元)', '退款记录', '核对结果'].map((header) => ({ header, width: 18 }));
      const yuan = (fen: number | null) => (fen === null ? '' : (fen / 100).toFixed(2));
      for (const r of rows) {
        const check = r.status !== 'paid' ? '未支付' : r.notifiedFen === r.amountFen ? '一致' : '不一致';
        const refunds = r.refunds.map((f) => `${f.outRefundNo} ${yuan(f.amountFen)} ${REFUND_STATUS_LABELS[f.status]}`).join('；');
        sheet.addRow([r.orderNo, r.institutionName, PAYMENT_CHANNEL_LABELS[r.channel], r.outTradeNo, r.gatewayTradeNo ?? '', PAYMENT_STATUS_LABELS[r.status], yuan(r.amountFen), yuan(r.notifiedFen), yuan(r.refundedFen), refunds, check]);
      }
      const file = Buffer.from(await wb.xlsx.writeBuffer());
      return { fileName: reconciliationFileName(day), file };
    },
  };
}
