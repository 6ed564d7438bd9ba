import type { Kysely } from 'kysely';
import type { Database } from '../../apps/server/src/db/schema';
import type { BenchTable } from './bench-table';
import { insertBatched } from './insert-batched';
import { createdAt, firstBenchOrderId, orderBenchData } from './orders';

/** Issue #23: every fourth bench order was paid online (alternating channels); every tenth such payment was partly refunded. */
const PAID_EVERY = 4;
const REFUND_EVERY = 10;
const amountOf = (p: number) => 20_000 + (p % 40) * 1_500;
const paymentsAt = (scale: number) => Math.ceil(orderBenchData.rowCount(scale) / PAID_EVERY);

export const orderPaymentBenchData: BenchTable = {
  table: 'order_payment',
  rowCount: paymentsAt,
  async generate({ db, rows }) {
    const firstOrder = await firstBenchOrderId(db);
    await insertBatched(db, 'order_payment', rows, (p) => {
      const i = p * PAID_EVERY;
      const at = createdAt(i);
      return {
        order_id: firstOrder + i,
        channel: p % 2 === 0 ? ('alipay' as const) : ('wechat' as const),
        out_trade_no: `PB${String(p).padStart(12, '0')}`,
        gateway_trade_no: `${p % 2 === 0 ? '2026' : '4200'}${String(p).padStart(14, '0')}`,
        amount_fen: amountOf(p),
        refunded_fen: p % REFUND_EVERY === 0 ? 5_000 : 0,
        status: 'paid',
        qr_code: p % 2 === 0 ? `https://qr.alipay.com/bench${p}` : `weixin://wxpay/bizpayurl?pr=bench${p}`,
        raw_notification: null,
        paid_at: at,
        created_at: at,
        updated_at: at,
      };
    });
  },
};

export const orderRefundBenchData: BenchTable = {
  table: 'order_refund',
  rowCount: (scale) => Math.ceil(paymentsAt(scale) / REFUND_EVERY),
  async generate({ db, rows }) {
    const firstOrder = await firstBenchOrderId(db);
    const first = await firstPaymentId(db);
    await insertBatched(db, 'order_refund', rows, (r) => {
      const p = r * REFUND_EVERY;
      const at = new Date(Date.parse(createdAt(p * PAID_EVERY)) + 86_400_000).toISOString();
      return {
        order_id: firstOrder + p * PAID_EVERY,
        payment_id: first + p,
        out_refund_no: `RB${String(r).padStart(12, '0')}`,
        gateway_refund_no: `5030${String(r).padStart(14, '0')}`,
        amount_fen: 5_000,
        reason: '样品不足，部分项目未检测，退回相应费用',
        status: 'succeeded',
        gateway_detail: null,
        retry_of: null,
        initiated_by: 'institution',
        actor_member_id: null,
        raw_notification: null,
        refunded_at: at,
        created_at: at,
        updated_at: at,
      };
    });
  },
};

async function firstPaymentId(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('order_payment').select((eb) => eb.fn.min('id').as('id')).where('out_trade_no', 'like', 'PB%').executeTakeFirst();
  return Number(row?.id ?? 0);
}

export const PAYMENT_BENCH_TABLES: readonly BenchTable[] = [orderPaymentBenchData, orderRefundBenchData];
