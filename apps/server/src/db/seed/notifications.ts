import { ORDER_ACTIONS, type OrderAction, type RenderedNotice, orderMoveEvent, renderNotices } from '@tcm/shared';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../schema';
import type { NotificationTable } from '../schema-notifications';

const DAY = 86_400_000;
/** The demo orders' moves of the last weeks become notices; older ones are history enough. */
const WINDOW_DAYS = 45;
const DEMO_MEMBERS = ['putong01', 'geren01', 'qiye01'];

type Row = Insertable<NotificationTable>;

/**
 * Issue #22: the demo accounts' 消息中心 is not empty on a fresh start. The demo members' recent
 * orders have their notices as the rule table would have written them at each logged move (the
 * members', and each staff account's of the order's institution; the notices of an order's latest
 * move are unread, the earlier ones read), and the operators have the
 * platform's open queue items (real-name submissions, settlement applications, products in
 * review). Written once: nothing is written when any notification exists.
 */
export async function seedNotifications(db: Kysely<Database>, now = Date.now()): Promise<void> {
  if (await db.selectFrom('notification').select('id').limit(1).executeTakeFirst()) return;
  const staff = await db.selectFrom('institution_staff').select(['institution_id', 'member_id']).execute();
  const operators = (await db.selectFrom('platform_operator').select('member_id').execute()).map((o) => o.member_id);
  const staffOf = (institutionId: number) => staff.filter((s) => s.institution_id === institutionId).map((s) => s.member_id);
  const rowsOf = (notice: RenderedNotice, recipients: number[], at: string, orderId: number | null, read = false): Row[] =>
    recipients.map((recipient_id) => ({ recipient_id, scope: notice.scope, kind: notice.kind, event: notice.event, title: notice.title, body: notice.body, link: notice.link, order_id: orderId, read_at: read ? new Date(Date.parse(at) + 3_600_000).toISOString() : null, created_at: at }));

  const rows: Row[] = [];
  const logs = await db
    .selectFrom('order_log')
    .innerJoin('order_info', 'order_info.id', 'order_log.order_id')
    .innerJoin('sys_member', 'sys_member.id', 'order_info.member_id')
    .select(['order_info.id', 'order_info.order_no', 'order_info.member_id', 'order_info.institution_id', 'order_log.action', 'order_log.to_status', 'order_log.note', 'order_log.created_at'])
    .where('sys_member.user_account', 'in', DEMO_MEMBERS)
    .where('order_info.created_at', '>=', new Date(now - WINDOW_DAYS * DAY).toISOString())
    .orderBy('order_log.id')
    .execute();
  const latest = new Map(logs.map((l, i) => [l.id, i]));
  for (const [i, log] of logs.entries()) {
    // Only the lifecycle's moves (and the placing) have rules; a log row of anything else is no notice.
    if (log.action !== 'place' && !(ORDER_ACTIONS as readonly string[]).includes(log.action)) continue;
    const event = log.action === 'place' ? 'place' : orderMoveEvent(log.action as OrderAction, log.to_status);
    for (const notice of renderNotices(event, { orderId: log.id, orderNo: log.order_no, reason: log.note })) {
      const recipients = notice.recipient === 'member' ? [log.member_id] : notice.recipient === 'institution' ? staffOf(log.institution_id) : operators;
      rows.push(...rowsOf(notice, recipients, log.created_at, log.id, latest.get(log.id) !== i));
    }
  }

  // The operators' open queue items.
  const realName = await db.selectFrom('sys_member').leftJoin('sys_company', 'sys_company.id', 'sys_member.company_id').select(['sys_member.real_name', 'sys_company.company_name', 'sys_member.updated_at']).where('sys_member.info_status', '=', 1).execute();
  for (const m of realName) for (const n of renderNotices('realNameSubmitted', { subject: m.company_name ?? m.real_name ?? '' })) rows.push(...rowsOf(n, operators, m.updated_at, null));
  const applications = await db.selectFrom('settle_application').select(['company_name', 'created_at']).where('status', '=', 1).execute();
  for (const a of applications) for (const n of renderNotices('settlementSubmitted', { subject: a.company_name })) rows.push(...rowsOf(n, operators, a.created_at, null));
  const products = await db.selectFrom('publish_product').select(['name', 'updated_at']).where('goods_status', '=', 1).orderBy('id').limit(5).execute();
  for (const p of products) for (const n of renderNotices('productSubmitted', { subject: p.name })) rows.push(...rowsOf(n, operators, p.updated_at, null));

  // Oldest first, so the ids follow time as live notices do.
  rows.sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0));
  for (let i = 0; i < rows.length; i += 200) await db.insertInto('notification').values(rows.slice(i, i + 200)).execute();
}
