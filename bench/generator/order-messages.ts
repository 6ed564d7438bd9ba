import type { Kysely } from 'kysely';
import type { Database } from '../../apps/server/src/db/schema';
import type { BenchTable } from './bench-table';
import { insertBatched } from './insert-batched';
import { createdAt, firstBenchOrderId, orderBenchData } from './orders';

/** Issue #22: every fifth bench order has a thread of 1–4 messages, the member and the institution in turn. */
const THREAD_EVERY = 5;
const HOUR = 3_600_000;
/** Every fourth message carries an attachment. */
const ATTACHMENT_EVERY = 4;

const LINES = ['您好，样品已寄出，请注意查收。', '已收到样品，预计五个工作日内出具报告。', '请问水分项目能否加急？', '可以加急，已按加急处理。', '报告中的批号有误，请核对。', '已核对更正，请查看新报告。'];

/** The messages in order: [bench order index, message number k ≥ 0]. */
function threadPlan(orders: number): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < orders; i += THREAD_EVERY) {
    const n = 1 + ((i / THREAD_EVERY) % 4);
    for (let k = 0; k < n; k += 1) out.push([i, k]);
  }
  return out;
}

/** Bench orders' parties by order index; bench institutions have no staff accounts, so a seeded staff account writes their side. */
async function partiesOf(db: Kysely<Database>, firstOrder: number) {
  const [orders, staff] = await Promise.all([
    db.selectFrom('order_info').select(['id', 'member_id', 'institution_id']).where('submission_id', 'like', 'bench-%').orderBy('id').execute(),
    db.selectFrom('institution_staff').select(['institution_id', 'member_id']).orderBy('id').execute(),
  ]);
  const staffOf = new Map(staff.map((s) => [s.institution_id, s.member_id]));
  const anyStaff = staff[0]?.member_id;
  return (i: number) => {
    const o = orders[i]!;
    if (o.id !== firstOrder + i) throw new Error('bench orders are not consecutive');
    return { member: o.member_id, staff: staffOf.get(o.institution_id) ?? anyStaff ?? o.member_id };
  };
}

export const orderMessageBenchData: BenchTable = {
  table: 'order_message',
  rowCount: (scale) => threadPlan(orderBenchData.rowCount(scale)).length,
  async generate({ db, rows }) {
    const firstOrder = await firstBenchOrderId(db);
    const bench = await db.selectFrom('order_info').select((eb) => eb.fn.countAll<number>().as('n')).where('submission_id', 'like', 'bench-%').executeTakeFirstOrThrow();
    const plan = threadPlan(Number(bench.n));
    const parties = await partiesOf(db, firstOrder);
    await insertBatched(db, 'order_message', Math.min(rows, plan.length), (r) => {
      const [i, k] = plan[r]!;
      const side = k % 2 === 0 ? 'member' : 'institution';
      const who = parties(i);
      return {
        order_id: firstOrder + i,
        author_id: side === 'member' ? who.member : who.staff,
        author_side: side,
        // Even lines are the member's, odd ones the institution's, as k alternates.
        content: LINES[(k + 2 * (i % 3)) % LINES.length]!,
        created_at: new Date(Date.parse(createdAt(i)) + (k + 1) * HOUR).toISOString(),
      };
    });
  },
};

/** The attachments of every fourth bench message (paths of no stored file: the thread reads them, nobody opens them). */
export const orderMessageAttachmentBenchData: BenchTable = {
  table: 'order_message_attachment',
  rowCount: (scale) => Math.ceil(orderMessageBenchData.rowCount(scale) / ATTACHMENT_EVERY),
  async generate({ db, rows }) {
    const firstOrder = await firstBenchOrderId(db);
    const first = await db.selectFrom('order_message').select((eb) => eb.fn.min('id').as('id')).where('order_id', '>=', firstOrder).executeTakeFirst();
    const messages = await db.selectFrom('order_message').select((eb) => eb.fn.countAll<number>().as('n')).where('order_id', '>=', firstOrder).executeTakeFirstOrThrow();
    const firstMessage = Number(first?.id ?? 0);
    await insertBatched(db, 'order_message_attachment', Math.min(rows, Math.ceil(Number(messages.n) / ATTACHMENT_EVERY)), (a) => {
      const pdf = a % 3 === 0;
      return {
        message_id: firstMessage + a * ATTACHMENT_EVERY,
        url: `/files/${`bench${a.toString(36)}`.padEnd(22, '0').slice(0, 22)}.${pdf ? 'pdf' : 'jpg'}`,
        name: pdf ? `检测委托说明${a}.pdf` : `样品照片${a}.jpg`,
        kind: pdf ? 'pdf' : 'image',
      };
    });
  },
};
