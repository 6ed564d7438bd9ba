import type { Kysely } from 'kysely';
import type { Database } from '../../apps/server/src/db/schema';
import type { BenchTable } from './bench-table';
import { insertBatched } from './insert-batched';
import { STATUS_MIX, createdAt, firstBenchOrderId, orderBenchData } from './orders';

/**
 * Issue #23: every fourth paid bench order (待寄送样品 and later, not 9/11/12) has an invoice —
 * mostly 已开票, some 待开票, a few 已红冲 — and the members of every 25th a saved title or two.
 */
const INVOICE_EVERY = 4;
const TITLE_EVERY = 25;
const DAY = 86_400_000;
const PAID: readonly number[] = [5, 6, 7, 8, 13];
const COMPANIES = ['亳州仁和堂中药饮片有限公司', '安国市药都饮片厂', '文山三七源生物科技有限公司', '杭州青禾中药饮片有限公司'];
/** Published unified social credit codes whose check characters are right. */
const CODES = ['91350100M000100Y43', '91110000802100433B'];

/** The bench order indices that carry an invoice. */
function invoicePlan(orders: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < orders; i += INVOICE_EVERY) if (PAID.includes(STATUS_MIX[i % STATUS_MIX.length]!)) out.push(i);
  return out;
}
/** 0–1 of 10 待开票, 9 已红冲, the rest 已开票. */
const statusOf = (k: number) => (k % 10 < 2 ? 1 : k % 10 === 9 ? 3 : 2);

async function benchOrders(db: Kysely<Database>) {
  const rows = await db.selectFrom('order_info').select(['id', 'member_id', 'institution_id', 'total_fen']).where('submission_id', 'like', 'bench-%').orderBy('id').execute();
  return rows;
}

const buyer = (k: number) => {
  const special = k % 3 !== 0;
  return {
    invoice_type: special ? 2 + (k % 3) : 1,
    title: COMPANIES[k % COMPANIES.length]!,
    tax_no: CODES[k % CODES.length]!,
    address: special ? '安徽省亳州市药都路1号' : '',
    phone: special ? '0558-5551234' : '',
    bank_name: special ? '中国银行亳州分行' : '',
    bank_account: special ? `62170000${String(k % 10_000).padStart(4, '0')}1234567` : '',
  };
};

export const invoiceBenchData: BenchTable = {
  table: 'order_invoice',
  rowCount: (scale) => invoicePlan(orderBenchData.rowCount(scale)).length,
  async generate({ db, rows }) {
    const firstOrder = await firstBenchOrderId(db);
    const orders = await benchOrders(db);
    const plan = invoicePlan(orders.length);
    await insertBatched(db, 'order_invoice', Math.min(rows, plan.length), (k) => {
      const i = plan[k]!;
      const o = orders[i]!;
      if (o.id !== firstOrder + i) throw new Error('bench orders are not consecutive');
      const status = statusOf(k);
      const requested = new Date(Date.parse(createdAt(i)) + 3 * DAY).toISOString();
      const issued = status === 1 ? null : new Date(Date.parse(requested) + 2 * DAY).toISOString();
      return {
        order_id: o.id,
        member_id: o.member_id,
        institution_id: o.institution_id,
        status,
        ...buyer(k),
        amount_fen: o.total_fen,
        invoice_no: status === 1 ? null : String(26_000_000_000_000_000_000n + BigInt(k)),
        invoice_date: issued ? issued.slice(0, 10) : null,
        file_url: status === 1 ? null : `/files/${`binv${k.toString(36)}`.padEnd(22, '0').slice(0, 22)}.pdf`,
        replaces_id: null,
        reverse_reason: status === 3 ? '发票抬头有误' : null,
        requested_at: requested,
        issued_at: issued,
        reversed_at: status === 3 ? new Date(Date.parse(requested) + 5 * DAY).toISOString() : null,
      };
    });
  },
};

export const invoiceTitleBenchData: BenchTable = {
  table: 'invoice_title',
  rowCount: (scale) => 2 * Math.ceil(invoicePlan(orderBenchData.rowCount(scale)).length / TITLE_EVERY),
  async generate({ db, rows }) {
    const orders = await benchOrders(db);
    const plan = invoicePlan(orders.length);
    await insertBatched(db, 'invoice_title', Math.min(rows, 2 * Math.ceil(plan.length / TITLE_EVERY)), (r) => {
      const k = Math.floor(r / 2) * TITLE_EVERY + (r % 2);
      const o = orders[plan[Math.min(k, plan.length - 1)]!]!;
      return { member_id: o.member_id, ...buyer(k), created_at: createdAt(k) };
    });
  },
};
