import { ORDER_STATUS, type OrderStatus } from '../enums/order-status';

/**
 * Issue #22, messages on an order (订单留言): a thread between the order's member and its
 * institution's staff, read by operators for disputes (every read audited). Ours, not the spec's.
 * The constants and answers, without zod (a page that shows a thread carries no schema); the
 * calls' schemas are in ./order-messages.ts.
 */
export const ORDER_MESSAGE_MAX_LENGTH = 1000;
export const ORDER_MESSAGE_MAX_ATTACHMENTS = 5;
/** A thread holds at most this many messages: its read is then bounded without paging. */
export const ORDER_THREAD_MAX_MESSAGES = 500;
/** An order that has ended (已完成, 订单退回, 已取消) keeps its thread open this many days, then read-only. */
export const ORDER_THREAD_OPEN_DAYS = 30;
export const ORDER_THREAD_END_STATUSES: readonly OrderStatus[] = [ORDER_STATUS.COMPLETED, ORDER_STATUS.RETURNED, ORDER_STATUS.CANCELLED];

export const ORDER_THREAD_MESSAGES = {
  empty: '请输入留言内容或添加附件',
  tooLong: `留言内容不能超过${ORDER_MESSAGE_MAX_LENGTH}个字`,
  tooManyAttachments: `附件最多${ORDER_MESSAGE_MAX_ATTACHMENTS}个`,
  attachmentInvalid: '附件只能是图片（jpg、png、gif）或PDF文件',
  attachmentNotOwn: '附件不存在或不是当前账号上传的，请重新上传',
  posted: '留言已发送',
  closed: `订单结束已超过${ORDER_THREAD_OPEN_DAYS}天，留言已关闭，仅可查看`,
  threadFull: `该订单的留言已达上限（${ORDER_THREAD_MAX_MESSAGES}条），请通过平台客服联系`,
  orderNoRequired: '请输入订单号',
  orderNoInvalid: '订单号有误',
  orderNotFound: '未找到该订单，请核对订单号',
  readAudited: '本次查看已记入操作日志',
  emptyThread: '暂无留言',
} as const;

/** The audit action of an operator's read of a thread, and what 操作日志 calls it. */
export const ORDER_MESSAGE_AUDIT_ACTIONS = { read: 'order_messages_read' } as const;
export const ORDER_MESSAGE_AUDIT_LABELS: Readonly<Record<string, string>> = { [ORDER_MESSAGE_AUDIT_ACTIONS.read]: '查看订单留言' };

/** Who wrote: the order's member, or a staff member of its institution. */
export type OrderMessageSide = 'member' | 'institution';
export const ORDER_MESSAGE_SIDE_LABELS: Readonly<Record<OrderMessageSide, string>> = { member: '会员', institution: '检测机构' };

export interface OrderMessageAttachment {
  /** The stored path /files/<key> (private: opened with the session, or by an operator). */
  url: string;
  /** The name it was uploaded under. */
  name: string;
  kind: 'image' | 'pdf';
}

export interface OrderMessage {
  id: number;
  side: OrderMessageSide;
  /** The side's name: the member's company (else real name, else account), or the institution's name. */
  sideName: string;
  /** Who wrote it: the member's or the staff member's real name, else the account. */
  authorName: string;
  /** Written by the account reading the thread. */
  mine: boolean;
  content: string;
  createdAt: string;
  attachments: OrderMessageAttachment[];
}

export interface OrderThread {
  orderId: number;
  orderNo: string;
  status: OrderStatus;
  statusName: string;
  memberName: string;
  institutionName: string;
  /** Oldest first. */
  messages: OrderMessage[];
  /** The reader may post now: a party of an order not ended more than ORDER_THREAD_OPEN_DAYS ago (operators never). */
  writable: boolean;
  /** Why it is not writable, for the parties (null when writable, and for operators). */
  closedNote: string | null;
}
