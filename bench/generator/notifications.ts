import { MEMBER_SMS_KINDS, type NoticeEvent, orderSmsText, renderNotices } from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../apps/server/src/db/schema';
import type { BenchTable } from './bench-table';
import { insertBatched } from './insert-batched';
import { benchMemberAccount } from './members';
import { HEAVY_MEMBERS, createdAt, firstBenchOrderId, orderBenchData } from './orders';

/**
 * Issue #22 at scale 1: a notice for every other bench order (500,000; a quarter of them in the
 * workbench of a staff account), two thirds read; every fifth member notice goes to one of the 20
 * heavy members, so each of them has thousands to page through. 100,000 SMS in the outbox (mostly
 * sent), 50,000 hourly slots, 5,000 settings turned off.
 */
const MEMBER_EVENTS: NoticeEvent[] = ['approve', 'provideContract', 'confirmPayment', 'rejectPayment', 'confirmReceipt', 'issueReport:8', 'returnOrder'];
const STAFF_EVENTS: NoticeEvent[] = ['place', 'pay', 'sendSamples', 'resubmit', 'cancel', 'signContract'];
const SMS = 100_000;
const SLOTS = 50_000;
const SETTINGS = 5_000;

/** The bench order number of order i (orders.ts makes it so). */
const orderNoOf = (i: number) => `JB${createdAt(i).slice(0, 10).replace(/-/g, '')}${String(i).padStart(8, '0')}`;
const ordersAt = (scale: number) => orderBenchData.rowCount(scale);

/** The bench orders (written in one transaction: consecutive ids from the first). */
async function benchOrderCount(db: Kysely<Database>, first: number): Promise<number> {
  const row = await db.selectFrom('order_info').select((eb) => eb.fn.countAll<number>().as('n')).where('id', '>=', first).executeTakeFirstOrThrow();
  return Math.max(1, Number(row.n));
}

async function recipients(db: Kysely<Database>) {
  const members = (await db.selectFrom('sys_member').select('id').where('user_account', 'like', 'bench%').orderBy('id').execute()).map((m) => m.id);
  const accounts = Array.from({ length: HEAVY_MEMBERS }, (_, k) => benchMemberAccount(k));
  const heavy = (await db.selectFrom('sys_member').select('id').where('user_account', 'in', accounts).orderBy('id').execute()).map((m) => m.id);
  const staff = (await db.selectFrom('institution_staff').select('member_id').orderBy('member_id').execute()).map((s) => s.member_id);
  return { members, heavy: heavy.length ? heavy : members, staff: staff.length ? staff : members };
}

export const notificationBenchData: BenchTable = {
  table: 'notification',
  rowCount: (scale) => Math.max(40, Math.floor(ordersAt(scale) / 2)),
  async generate({ db, rng, rows }) {
    const first = await firstBenchOrderId(db);
    const orders = await benchOrderCount(db, first);
    const who = await recipients(db);
    await insertBatched(db, 'notification', rows, (i) => {
      const j = (i * 2) % orders;
      const staffSide = i % 4 === 3;
      const events = staffSide ? STAFF_EVENTS : MEMBER_EVENTS;
      const [n] = renderNotices(events[i % events.length]!, { orderId: first + j, orderNo: orderNoOf(j), reason: '样品信息与实物不符' });
      const recipient = staffSide ? who.staff[i % who.staff.length]! : i % 5 === 0 ? who.heavy[(i / 5) % who.heavy.length]! : who.members[rng.int(0, who.members.length - 1)]!;
      const at = createdAt(j);
      return { recipient_id: recipient, scope: n!.scope, kind: n!.kind, event: n!.event, title: n!.title, body: n!.body, link: n!.link, order_id: first + j, read_at: i % 3 === 0 ? null : at, created_at: at };
    });
  },
};

export const notificationSmsBenchData: BenchTable = {
  table: 'notification_sms',
  rowCount: (scale) => Math.max(20, Math.round(SMS * scale)),
  async generate({ db, rng, rows }) {
    const first = await firstBenchOrderId(db);
    const orders = await benchOrderCount(db, first);
    const { members } = await recipients(db);
    await insertBatched(db, 'notification_sms', rows, (i) => {
      const j = (i * 7) % orders;
      const kind = MEMBER_SMS_KINDS[i % MEMBER_SMS_KINDS.length]!;
      const at = createdAt(j);
      const status = i % 50 === 0 ? 'failed' : i % 20 === 0 ? 'pending' : 'sent';
      return {
        recipient_id: members[rng.int(0, members.length - 1)]!,
        mobile: `139${String(rng.int(0, 99999999)).padStart(8, '0')}`,
        order_id: first + j,
        kind,
        content: orderSmsText(kind, orderNoOf(j)),
        status,
        attempts: status === 'failed' ? 5 : status === 'pending' ? 0 : 1,
        next_attempt_at: at,
        sent_at: status === 'sent' ? at : null,
        last_error: status === 'failed' ? '短信网关超时' : null,
        created_at: at,
      };
    });
  },
};

export const notificationSmsThrottleBenchData: BenchTable = {
  table: 'notification_sms_throttle',
  rowCount: (scale) => Math.max(10, Math.round(SLOTS * scale)),
  async generate({ db, rows }) {
    const first = await firstBenchOrderId(db);
    const orders = await benchOrderCount(db, first);
    const { members } = await recipients(db);
    // One slot per order (the primary key is member and order): order i, any member.
    await insertBatched(db, 'notification_sms_throttle', Math.min(rows, orders), (i) => ({ member_id: members[i % members.length]!, order_id: first + i, last_at: createdAt(i) }));
  },
};

export const notificationSmsSettingBenchData: BenchTable = {
  table: 'notification_sms_setting',
  rowCount: (scale) => Math.max(4, Math.round(SETTINGS * scale)),
  async generate({ db, rows }) {
    const { members } = await recipients(db);
    const now = new Date(Date.UTC(2026, 10, 1)).toISOString();
    // Member k turns kind k mod 4 off: (member, kind) pairs never repeat while rows ≤ members × 4.
    await insertBatched(db, 'notification_sms_setting', Math.min(rows, members.length * MEMBER_SMS_KINDS.length), (i) => ({
      member_id: members[i % members.length]!,
      kind: MEMBER_SMS_KINDS[Math.floor(i / members.length) % MEMBER_SMS_KINDS.length]!,
      enabled: 0,
      updated_at: now,
    }));
  },
};

export const NOTIFICATION_BENCH_TABLES: readonly BenchTable[] = [notificationBenchData, notificationSmsBenchData, notificationSmsThrottleBenchData, notificationSmsSettingBenchData];
