import {
  ORDER_MESSAGE_AUDIT_ACTIONS,
  ORDER_STATUS_LABELS,
  ORDER_THREAD_END_STATUSES,
  ORDER_THREAD_MAX_MESSAGES,
  ORDER_THREAD_MESSAGES,
  ORDER_THREAD_OPEN_DAYS,
  type OrderMessage,
  type OrderMessageSide,
  type OrderThread,
  type PostOrderMessageBody,
} from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type Clock, iso } from '../../lib/clock';
import { BusinessError } from '../../lib/errors';
import type { AdminActor, AdminTrail } from '../audit/operator-trail';
import { claimUploads, requireOwnUploads } from '../files/claims';
import type { PrivateDocuments } from '../files/private-files';
import { type ChangeFeed, type ChangeAudience, orderAudience } from '../live/feed';
import type { MessageNotices } from '../notifications/writer';
import { RATE_POLICIES, type RateLimitService } from '../rate-limit/service';
import type { StaffContext } from '../staff/service';
import type { ThreadOrder, ThreadOrders } from './orders-port';
import { createOrderMessageRepository } from './repository';

const DAY = 86_400_000;

export interface OrderMessageDeps {
  db: Kysely<Database>;
  clock: Clock;
  orders: ThreadOrders;
  /** Attachments become private documents of the order in the posting transaction (issue #17's rule). */
  documents: PrivateDocuments;
  /** Where a new message is announced to the order's open pages after its commit. */
  changes: ChangeFeed;
  /** The other side's notification of a new message, written in the posting transaction (issue #22's rule table). */
  notices: MessageNotices;
  rateLimit: RateLimitService;
  /** Operators' reads land in the audit log, in the same transaction as the read. */
  trail: AdminTrail;
}

/** Who reads or writes: the account, and for a party the side it writes on. */
interface Reader {
  memberId: number;
  side: OrderMessageSide | 'operator';
}

const kindOf = (url: string): 'image' | 'pdf' => (url.endsWith('.pdf') ? 'pdf' : 'image');

/**
 * Issue #22, the thread on every order: the order's member and its institution's staff write
 * (text up to 1,000 characters and up to 5 of their own uploads); operators read any thread, each
 * read audited. Every status takes messages; an ended order (已完成, 订单退回, 已取消) keeps its
 * thread open for 30 days after it ended, then read-only, so a dispute about the report or the
 * refund can still be raised while nobody writes into a long-closed order.
 */
export function createOrderMessageService({ db, clock, orders, documents, changes, notices, rateLimit, trail }: OrderMessageDeps) {
  const messages = createOrderMessageRepository(db);

  function closedNote(order: ThreadOrder): string | null {
    if (!ORDER_THREAD_END_STATUSES.includes(order.status) || !order.statusSince) return null;
    return clock.now() - Date.parse(order.statusSince) > ORDER_THREAD_OPEN_DAYS * DAY ? ORDER_THREAD_MESSAGES.closed : null;
  }

  async function thread(order: ThreadOrder, reader: Reader, repo = messages): Promise<OrderThread> {
    const rows = await repo.threadOf(order.id, ORDER_THREAD_MAX_MESSAGES);
    const attachments = await repo.attachmentsOf(rows.map((r) => r.id));
    const list: OrderMessage[] = rows.map((r) => ({
      id: r.id,
      side: r.author_side as OrderMessageSide,
      sideName: r.author_side === 'institution' ? order.institutionName : order.memberName,
      authorName: r.real_name ?? r.user_account,
      mine: r.author_id === reader.memberId,
      content: r.content,
      createdAt: r.created_at,
      attachments: attachments.filter((a) => a.message_id === r.id).map((a) => ({ url: a.url, name: a.name, kind: a.kind === 'pdf' ? 'pdf' : 'image' })),
    }));
    const note = reader.side === 'operator' ? null : closedNote(order);
    return {
      orderId: order.id,
      orderNo: order.orderNo,
      status: order.status,
      statusName: ORDER_STATUS_LABELS[order.status],
      memberName: order.memberName,
      institutionName: order.institutionName,
      messages: list,
      writable: reader.side !== 'operator' && note === null,
      closedNote: note,
    };
  }

  async function post(order: ThreadOrder, author: Reader & { side: OrderMessageSide }, body: PostOrderMessageBody): Promise<OrderThread> {
    const note = closedNote(order);
    if (note) throw new BusinessError(note);
    await rateLimit.consume(RATE_POLICIES.orderMessage, String(author.memberId));
    const urls = body.attachmentUrls;
    await requireOwnUploads(db, author.memberId, urls, ORDER_THREAD_MESSAGES.attachmentNotOwn);
    const names = await documents.namesOf(urls);
    let noticed: ChangeAudience = {};
    await db.transaction().execute(async (trx) => {
      const repo = createOrderMessageRepository(trx);
      if ((await repo.countOf(order.id)) >= ORDER_THREAD_MAX_MESSAGES) throw new BusinessError(ORDER_THREAD_MESSAGES.threadFull);
      await repo.insert(
        { order_id: order.id, author_id: author.memberId, author_side: author.side, content: body.content, created_at: iso(clock.now()) },
        urls.map((url, i) => ({ url, name: (names[url] ?? `附件${i + 1}`).slice(0, 255), kind: kindOf(url) })),
      );
      // A removed upload fails the transaction (文件已过期，请重新上传): no message points at nothing.
      await claimUploads(trx, urls);
      // Private to the order's member, its institution's staff and operators (files/private-files.ts).
      await documents.makePrivate(trx, urls, { kind: 'orderMessage', orderId: order.id });
      // The other party's notification commits with the message or not at all (issue #22).
      noticed = await notices.orderMessage(trx, { id: order.id }, author.side);
    });
    await notices.announce(noticed);
    // After the commit: the order's open pages refetch the thread (nothing announced that did not happen).
    await changes.publish({ topic: 'message', orderId: order.id, audience: orderAudience({ member_id: order.memberId, institution_id: order.institutionId }) });
    return thread(order, author);
  }

  return {
    /** The member's own order's thread. */
    async ofMember(memberId: number, orderId: number): Promise<OrderThread> {
      return thread(await orders.ofMember(memberId, orderId), { memberId, side: 'member' });
    },
    async postAsMember(memberId: number, body: PostOrderMessageBody): Promise<OrderThread> {
      return post(await orders.ofMember(memberId, body.orderId), { memberId, side: 'member' }, body);
    },
    /** The thread of an order of the staff member's institution. */
    async ofInstitution(staff: StaffContext, orderId: number): Promise<OrderThread> {
      return thread(await orders.ofInstitution(staff.institutionId, orderId), { memberId: staff.memberId, side: 'institution' });
    },
    async postAsStaff(staff: StaffContext, body: PostOrderMessageBody): Promise<OrderThread> {
      return post(await orders.ofInstitution(staff.institutionId, body.orderId), { memberId: staff.memberId, side: 'institution' }, body);
    },
    /**
     * An operator reads any order's thread, for a dispute. The audit row (who, which order, how many
     * messages) is written in the transaction that reads the thread, before it leaves.
     */
    async ofOperator(actor: AdminActor, ref: { orderNo?: string; orderId?: number }): Promise<OrderThread> {
      const order = await orders.find(ref.orderNo ? { orderNo: ref.orderNo } : { id: ref.orderId ?? 0 });
      if (!order) throw new BusinessError(ORDER_THREAD_MESSAGES.orderNotFound);
      return db.transaction().execute(async (trx) => {
        const read = await thread(order, { memberId: actor.memberId, side: 'operator' }, createOrderMessageRepository(trx));
        await trail.record(trx, actor, ORDER_MESSAGE_AUDIT_ACTIONS.read, `订单 ${order.orderNo} 的留言（${read.messages.length} 条）`);
        return read;
      });
    },
  };
}
export type OrderMessageService = ReturnType<typeof createOrderMessageService>;
