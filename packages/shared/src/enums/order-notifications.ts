import { ORDER_LIFECYCLE, type LifecycleRow, type OrderAction } from './order-lifecycle';
import type { ORDER_STATUS as S } from './order-status';

/**
 * Issue #22, 站内消息: who hears of what, as data next to the lifecycle. ONE table: event →
 * recipients → kind → template → link → SMS kind. The server writes a notification per row in the
 * transaction of the move (or review, or submission) that causes it; the web lists them in the
 * 消息中心 with the kinds' labels. A lifecycle row without an entry here fails
 * order-notifications.test.ts, so a new move cannot be added without deciding who hears of it.
 */

// ---------------------------------------------------------------- vocabulary

/** Where a notification is read: the personal centre, the institution workbench, the operators' console. */
export const NOTICE_SCOPES = ['member', 'institution', 'operator'] as const;
export type NoticeScope = (typeof NOTICE_SCOPES)[number];
export const NOTICE_SCOPE_LABELS: Readonly<Record<NoticeScope, string>> = { member: '个人中心', institution: '机构工作台', operator: '运营后台' };

/** The 消息中心's filter. */
export const NOTICE_KINDS = ['order', 'payment', 'report', 'logistics', 'message', 'review', 'queue'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];
export const NOTICE_KIND_LABELS: Readonly<Record<NoticeKind, string>> = {
  order: '订单',
  payment: '支付',
  report: '报告',
  logistics: '物流',
  message: '留言',
  review: '审核',
  queue: '平台待办',
};

/**
 * The SMS that may follow a notification (only these). `settlementApproved` is the settlement
 * approval's own text (messages-admin.ts `settlementApprovedSms`, with the staff account and its
 * initial password), sent in the approval's transaction as before: the outbox never sends a second
 * one, and no setting turns it off (the applicant has no account, hence no settings, before it).
 */
export const SMS_KINDS = ['reportIssued', 'paymentRejected', 'orderReturned', 'contractProvided', 'settlementApproved'] as const;
export type SmsKind = (typeof SMS_KINDS)[number];
export const SMS_KIND_LABELS: Readonly<Record<SmsKind, string>> = {
  reportIssued: '检测报告已出具',
  paymentRejected: '支付确认被驳回',
  orderReturned: '订单被退回',
  contractProvided: '机构已上传合同',
  settlementApproved: '入驻申请审核通过',
};
/** The kinds a member turns on or off in 短信提醒设置 (all on until turned off). */
export const MEMBER_SMS_KINDS = ['reportIssued', 'paymentRejected', 'orderReturned', 'contractProvided'] as const satisfies readonly SmsKind[];
export type MemberSmsKind = (typeof MEMBER_SMS_KINDS)[number];
/** At most one SMS per order per hour per member; the notification is written regardless. */
export const SMS_ORDER_INTERVAL_MS = 3_600_000;
export const SMS_RATE_RULE_TEXT = '同一订单每小时最多发送一条短信提醒，站内消息不受影响。';
/** The text of an order's SMS (the platform's signature first, as every SMS of the platform). */
export function orderSmsText(kind: MemberSmsKind, orderNo: string): string {
  const what: Record<MemberSmsKind, string> = {
    reportIssued: '的检测报告已出具',
    paymentRejected: '的支付确认被驳回，请重新上传支付凭证',
    orderReturned: '已被检测机构退回',
    contractProvided: '的合同已由检测机构上传，请签订合同',
  };
  return `【中药质量检测服务平台】您的订单 ${orderNo} ${what[kind]}，详情请登录平台查看。`;
}

/** Who hears: the order's member (or the applicant, the reviewed member), every staff account of the order's institution, every operator. */
export type NoticeRecipient = 'member' | 'institution' | 'operators';
/** The scope each recipient reads a notification in. */
export const RECIPIENT_SCOPE: Readonly<Record<NoticeRecipient, NoticeScope>> = { member: 'member', institution: 'institution', operators: 'operator' };

// ---------------------------------------------------------------- links (paths of the web's paths file: apps/web/src/config/notice-links.test.ts checks)

const withId = (path: string, id: number | undefined) => (id === undefined ? path : `${path}?id=${id}`);
export const NOTICE_LINKS = {
  memberOrder: (orderId?: number) => withId('/pcenter/order/detail', orderId),
  workbenchOrder: (orderId?: number) => withId('/workbench/orders/detail', orderId),
  memberBaseInfo: () => '/pcenter/baseInfo',
  memberProducts: () => '/pcenter/product',
  workbench: () => '/workbench',
  adminRealName: () => '/admin/realname',
  adminSettlements: () => '/admin/settlements',
  adminEvaluations: () => '/admin/evaluations',
  adminProducts: () => '/admin/products',
} as const;

// ---------------------------------------------------------------- events

/** Order events: each lifecycle action, by target status where one action has two rows, and the placing. */
export type OrderMoveEvent = Exclude<OrderAction, 'issueReport'> | `issueReport:${typeof S.COMPLETED | typeof S.PENDING_SAMPLE_RETURN}`;
export const OTHER_EVENTS = [
  'realNameSubmitted',
  'realNameApproved',
  'realNameRejected',
  'settlementSubmitted',
  'settlementApproved',
  'settlementRejected',
  'evaluationApproved',
  'evaluationRejected',
  'productSubmitted',
  'productApproved',
  'productRejected',
  'messageFromMember',
  'messageFromInstitution',
  'sampleSigned',
  'invoiceRequested',
  'invoiceIssued',
  'invoiceReversed',
  'invoiceReversedOnly',
  'invoiceClosed',
] as const;
export type NoticeEvent = 'place' | OrderMoveEvent | (typeof OTHER_EVENTS)[number];

/** The event of a lifecycle row: its action, with `:to` when the action has more than one row. */
export function lifecycleEvent(row: Pick<LifecycleRow, 'action' | 'to'>): NoticeEvent {
  const rows = ORDER_LIFECYCLE.filter((r) => r.action === row.action).length;
  return (rows > 1 ? `${row.action}:${row.to}` : row.action) as NoticeEvent;
}

/** The event of a move that led to `to` (the server knows the action and the new status). */
export const orderMoveEvent = (action: OrderAction, to: number): NoticeEvent => lifecycleEvent({ action, to: to as LifecycleRow['to'] });

/** The event of a message posted on an order, by the side that wrote it (the other side hears of it). */
export const orderMessageEvent = (author: 'member' | 'institution'): NoticeEvent => (author === 'member' ? 'messageFromMember' : 'messageFromInstitution');

// ---------------------------------------------------------------- the table

/** What a template may name: the order (number and id), the reason of a refusal, a subject (a company, a product). */
export interface NoticeContext {
  orderId?: number;
  orderNo?: string;
  reason?: string | null;
  subject?: string;
}

export interface NoticeRule {
  recipient: NoticeRecipient;
  kind: NoticeKind;
  title: string;
  body: (c: NoticeContext) => string;
  link: (c: NoticeContext) => string;
  sms?: SmsKind;
}

const order = (c: NoticeContext) => `订单 ${c.orderNo ?? ''}`;
const because = (c: NoticeContext) => (c.reason ? `，原因：${c.reason}` : '');
const memberOrder = (c: NoticeContext) => NOTICE_LINKS.memberOrder(c.orderId);
const workbenchOrder = (c: NoticeContext) => NOTICE_LINKS.workbenchOrder(c.orderId);
const toMember = (kind: NoticeKind, title: string, body: NoticeRule['body'], sms?: SmsKind): NoticeRule => ({ recipient: 'member', kind, title, body, link: memberOrder, ...(sms ? { sms } : {}) });
const toInstitution = (kind: NoticeKind, title: string, body: NoticeRule['body']): NoticeRule => ({ recipient: 'institution', kind, title, body, link: workbenchOrder });
const toOperators = (title: string, body: NoticeRule['body'], link: () => string): NoticeRule => ({ recipient: 'operators', kind: 'queue', title, body, link });

export const NOTICE_RULES: Readonly<Record<NoticeEvent, readonly NoticeRule[]>> = {
  // -- orders (one entry per ORDER_LIFECYCLE row, and the placing)
  place: [toInstitution('order', '新订单待审核', (c) => `${order(c)} 已提交，请审核`)],
  approve: [toMember('order', '订单审核通过', (c) => `${order(c)} 已审核通过，待签订合同`)],
  reject: [toMember('order', '订单审核驳回', (c) => `${order(c)} 审核未通过${because(c)}，可修改后重新提交`)],
  resubmit: [toInstitution('order', '订单重新提交', (c) => `${order(c)} 已修改并重新提交，请审核`)],
  cancel: [toInstitution('order', '订单已取消', (c) => `${order(c)} 已被会员取消`)],
  provideContract: [toMember('order', '合同待签订', (c) => `机构已上传${order(c)} 的合同，请签订合同`, 'contractProvided')],
  signContract: [toInstitution('order', '合同已签订', (c) => `${order(c)} 的合同已签订，待会员支付`)],
  pay: [toInstitution('payment', '支付凭证待确认', (c) => `${order(c)} 已上传支付凭证，请确认收款`)],
  // Issue #23: the member sees the result on the page it paid from; both sides hear of it.
  payOnline: [
    toMember('payment', '在线支付成功', (c) => `${order(c)} 已在线支付成功，请寄送样品`),
    toInstitution('payment', '订单已在线支付', (c) => `${order(c)} 已在线支付，待会员寄送样品`),
  ],
  confirmPayment: [toMember('payment', '支付已确认', (c) => `${order(c)} 的收款已确认，请寄送样品`)],
  rejectPayment: [toMember('payment', '支付确认驳回', (c) => `${order(c)} 的支付确认被驳回${because(c)}，请重新上传支付凭证`, 'paymentRejected')],
  sendSamples: [toInstitution('logistics', '样品已寄出', (c) => `${order(c)} 的样品已寄出，请确认收样`)],
  confirmReceipt: [toMember('logistics', '机构已收样', (c) => `机构已收到${order(c)} 的样品，开始检测`)],
  returnOrder: [toMember('order', '订单被退回', (c) => `${order(c)} 已被机构退回${because(c)}`, 'orderReturned')],
  'issueReport:8': [toMember('report', '检测报告已出具', (c) => `${order(c)} 的检测报告已出具，订单已完成`, 'reportIssued')],
  'issueReport:13': [toMember('report', '检测报告已出具', (c) => `${order(c)} 的检测报告已出具，样品将回寄给您`, 'reportIssued')],
  shipSampleBack: [toMember('logistics', '样品已回寄', (c) => `${order(c)} 的样品已回寄，订单已完成`)],
  // An evaluation is shown once an operator approved it: the operators' queue hears of it first.
  evaluate: [toOperators('新评价待审核', (c) => `${order(c)} 有一条新评价待审核`, NOTICE_LINKS.adminEvaluations)],

  // -- reviews and the operators' queues
  realNameSubmitted: [toOperators('新实名认证待审核', (c) => `${c.subject ?? ''} 提交了实名认证，请审核`, NOTICE_LINKS.adminRealName)],
  realNameApproved: [{ recipient: 'member', kind: 'review', title: '实名认证已通过', body: () => '您的实名认证已审核通过', link: NOTICE_LINKS.memberBaseInfo }],
  realNameRejected: [{ recipient: 'member', kind: 'review', title: '实名认证未通过', body: (c) => `您的实名认证未通过${because(c)}，请修改后重新提交`, link: NOTICE_LINKS.memberBaseInfo }],
  settlementSubmitted: [toOperators('新入驻申请待审核', (c) => `${c.subject ?? ''} 提交了入驻申请，请审核`, NOTICE_LINKS.adminSettlements)],
  // The applicant's account is the institution's first staff account, created by the approval; its SMS is the approval's own.
  settlementApproved: [{ recipient: 'institution', kind: 'review', title: '入驻申请已通过', body: (c) => `${c.subject ?? ''} 的入驻申请已审核通过，欢迎使用机构工作台`, link: NOTICE_LINKS.workbench, sms: 'settlementApproved' }],
  // The application is anonymous: the member account registered with its mobile hears of it, if there is one.
  settlementRejected: [{ recipient: 'member', kind: 'review', title: '入驻申请未通过', body: (c) => `${c.subject ?? ''} 的入驻申请未通过${because(c)}`, link: () => '/organization/settlement' }],
  evaluationApproved: [toMember('review', '评价审核通过', (c) => `您对${order(c)} 的评价已审核通过并公开展示`)],
  evaluationRejected: [toMember('review', '评价审核未通过', (c) => `您对${order(c)} 的评价未通过审核${because(c)}`)],
  productSubmitted: [toOperators('新产品待审核', (c) => `产品“${c.subject ?? ''}”已提交，请审核`, NOTICE_LINKS.adminProducts)],
  productApproved: [{ recipient: 'member', kind: 'review', title: '产品审核通过', body: (c) => `您的产品“${c.subject ?? ''}”已审核通过`, link: NOTICE_LINKS.memberProducts }],
  productRejected: [{ recipient: 'member', kind: 'review', title: '产品审核未通过', body: (c) => `您的产品“${c.subject ?? ''}”未通过审核${because(c)}`, link: NOTICE_LINKS.memberProducts }],

  // -- other engineers' events (the message thread, the courier push)
  messageFromMember: [toInstitution('message', '订单新留言', (c) => `${order(c)} 有一条会员的新留言`)],
  messageFromInstitution: [toMember('message', '订单新留言', (c) => `${order(c)} 有一条机构的新留言`)],
  sampleSigned: [toInstitution('logistics', '样品已签收', (c) => `${order(c)} 的样品快递已签收，请确认收样`)],

  // -- invoices (issue #23): each step tells the other side
  invoiceRequested: [toInstitution('payment', '新开票申请', (c) => `${order(c)} 申请开具${c.subject ?? '发票'}，请开票`)],
  invoiceIssued: [toMember('payment', '发票已开具', (c) => `${order(c)} 的发票已开具，可在订单详情或我的发票中下载`)],
  invoiceReversed: [toMember('payment', '发票已红冲', (c) => `${order(c)} 的发票已红冲${because(c)}，新发票已开具，请下载新发票`)],
  // The order's money goes back: the invoice is 红冲'd with nothing to reissue, or an unissued request closed.
  invoiceReversedOnly: [toMember('payment', '发票已红冲', (c) => `${order(c)} 的发票已红冲${because(c)}，订单款项退回，不再开具新发票`)],
  invoiceClosed: [toMember('payment', '开票申请已关闭', (c) => `${order(c)} 已全额退款，开票申请已关闭`)],
};

/** One notification as the server stores it, per recipient: the rule rendered for its context. */
export interface RenderedNotice {
  event: NoticeEvent;
  recipient: NoticeRecipient;
  scope: NoticeScope;
  kind: NoticeKind;
  title: string;
  body: string;
  link: string;
  sms: SmsKind | null;
}

/** Every notification an event causes, rendered. */
export function renderNotices(event: NoticeEvent, context: NoticeContext): RenderedNotice[] {
  return NOTICE_RULES[event].map((rule) => ({
    event,
    recipient: rule.recipient,
    scope: RECIPIENT_SCOPE[rule.recipient],
    kind: rule.kind,
    title: rule.title,
    body: rule.body(context),
    link: rule.link(context),
    sms: rule.sms ?? null,
  }));
}

export const isNoticeEvent = (v: string): v is NoticeEvent => Object.hasOwn(NOTICE_RULES, v);
export const isNoticeKind = (v: string): v is NoticeKind => (NOTICE_KINDS as readonly string[]).includes(v);
