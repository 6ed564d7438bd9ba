import {
  MEMBER_SMS_KINDS,
  type MemberSmsKind,
  type NoticeContext,
  type NoticeEvent,
  type NoticeRecipient,
  type OrderAction,
  SMS_ORDER_INTERVAL_MS,
  orderMessageEvent,
  orderMoveEvent,
  orderSmsText,
  renderNotices,
} from '@tcm/shared';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { NotificationTable } from '../../db/schema-notifications';
import { type Clock, iso } from '../../lib/clock';
import type { ChangeAudience, ChangeFeed } from '../live/feed';
import { type NotificationRepository, createNotificationRepository } from './repository';

/** What a notice needs of an order: its number, and whose it is. */
export interface NoticeOrder {
  id: number;
  order_no: string;
  member_id: number;
  institution_id: number;
}

/** Who an event is about: an order (its member and institution), or a member, an institution, an applicant's mobile. */
export interface NoticeTarget {
  order?: NoticeOrder | { id: number };
  memberId?: number;
  institutionId?: number;
  /** The member account registered with this mobile (an anonymous settlement application's), if any. */
  mobile?: string;
  /** The reason of a refusal, and what the notice names besides the order (a company, a product). */
  reason?: string | null;
  subject?: string;
}

const isMemberSmsKind = (k: string): k is MemberSmsKind => (MEMBER_SMS_KINDS as readonly string[]).includes(k);
const BODY_MAX = 600;

/**
 * Issue #22: writes the notifications of an event from the rule table (order-notifications.ts), in
 * the caller's transaction — the move, review or submission that causes them — so nothing is
 * announced that did not happen and nothing that happened is left unannounced. An order's SMS is
 * queued in the same transaction (the member's setting and the hourly limit decide), for the SMS
 * worker to send after the commit. Answers who should refetch: the caller announces it after its
 * commit (`announce`); an order's move already announces the order to its parties.
 */
export function createNoticeWriter({ clock, changes }: { clock: Clock; changes: ChangeFeed }) {
  async function orderOf(repo: NotificationRepository, order: NoticeTarget['order']): Promise<NoticeOrder | null> {
    if (!order) return null;
    return 'order_no' in order ? order : ((await repo.orderParties(order.id)) ?? null);
  }

  async function recipientsOf(repo: NotificationRepository, who: NoticeRecipient, target: NoticeTarget, order: NoticeOrder | null): Promise<number[]> {
    if (who === 'operators') return repo.operatorIds();
    if (who === 'institution') {
      const institutionId = order?.institution_id ?? target.institutionId;
      return institutionId === undefined ? [] : repo.staffOf(institutionId);
    }
    const memberId = order?.member_id ?? target.memberId ?? (target.mobile ? await repo.memberByMobile(target.mobile) : null);
    return memberId == null ? [] : [memberId];
  }

  /** The member's SMS of an order: unless turned off, and unless one went out about this order within the hour. */
  async function queueSms(repo: NotificationRepository, memberId: number, order: NoticeOrder, kind: MemberSmsKind, now: string): Promise<void> {
    if (!(await repo.smsEnabled(memberId, kind))) return;
    const mobile = await repo.mobileOf(memberId);
    if (!mobile) return;
    const cutoff = iso(Date.parse(now) - SMS_ORDER_INTERVAL_MS);
    if (!(await repo.takeSmsSlot(memberId, order.id, now, cutoff))) return;
    await repo.enqueueSms({ recipient_id: memberId, mobile, order_id: order.id, kind, content: orderSmsText(kind, order.order_no), next_attempt_at: now, created_at: now });
  }

  /** Writes every notification `event` causes, inside `trx`; answers the audience to announce after the commit. */
  async function write(trx: Kysely<Database>, event: NoticeEvent, target: NoticeTarget): Promise<ChangeAudience> {
    const repo = createNotificationRepository(trx);
    const order = await orderOf(repo, target.order);
    const context: NoticeContext = { reason: target.reason ?? null, subject: target.subject, ...(order ? { orderId: order.id, orderNo: order.order_no } : {}) };
    const now = iso(clock.now());
    const rows: Insertable<NotificationTable>[] = [];
    const memberIds = new Set<number>();
    let operators = false;
    for (const notice of renderNotices(event, context)) {
      const recipients = await recipientsOf(repo, notice.recipient, target, order);
      for (const recipientId of recipients) {
        rows.push({ recipient_id: recipientId, scope: notice.scope, kind: notice.kind, event, title: notice.title, body: notice.body.slice(0, BODY_MAX), link: notice.link, order_id: order?.id ?? null, read_at: null, created_at: now });
        if (notice.recipient !== 'operators') memberIds.add(recipientId);
      }
      if (notice.recipient === 'operators' && recipients.length) operators = true;
      // The settlement approval's SMS is its own (with the initial password), sent by the approval itself.
      if (notice.sms && isMemberSmsKind(notice.sms) && notice.recipient === 'member' && order) await queueSms(repo, order.member_id, order, notice.sms, now);
    }
    await repo.insert(rows);
    return { memberIds: [...memberIds], operators };
  }

  return {
    write,
    /** An order's move (inside the mover's transaction): the rule of its action and the status it led to. */
    orderMoved: (trx: Kysely<Database>, order: NoticeOrder, action: OrderAction, to: number, reason: string | null) => write(trx, orderMoveEvent(action, to), { order, reason }),
    /** A new order (inside placeOrder's transaction): its institution hears of it. */
    orderPlaced: (trx: Kysely<Database>, order: NoticeOrder) => write(trx, 'place', { order }),
    /** Issue #22's message thread: a message posted on an order by one side; the other side hears of it. */
    orderMessage: (trx: Kysely<Database>, order: NoticeOrder | { id: number }, author: 'member' | 'institution') => write(trx, orderMessageEvent(author), { order }),
    /** The courier reports the sample shipment to the institution 已签收: the institution hears of it. */
    sampleSigned: (trx: Kysely<Database>, order: NoticeOrder | { id: number }) => write(trx, 'sampleSigned', { order }),
    /** After the commit: the recipients' open pages refetch their unread counts and lists. */
    async announce(audience: ChangeAudience): Promise<void> {
      if (audience.memberIds?.length || audience.operators) await changes.publish({ topic: 'notification', audience });
    },
  };
}
export type NoticeWriter = ReturnType<typeof createNoticeWriter>;
/** What the order module needs of the writer (handed in by wiring). */
export type OrderNotices = Pick<NoticeWriter, 'orderMoved' | 'orderPlaced'>;
/** What the order thread needs: the other side's notice of a new message, announced after the commit. */
export type MessageNotices = Pick<NoticeWriter, 'orderMessage' | 'announce'>;
/** What the courier pushes need: the institution's notice of samples signed for, announced after the commit. */
export type LogisticsNotices = Pick<NoticeWriter, 'sampleSigned' | 'announce'>;
/** What a module writing notifications in its own transactions needs (handed in by wiring). */
export type NoticeSink = Pick<NoticeWriter, 'write' | 'announce'>;
