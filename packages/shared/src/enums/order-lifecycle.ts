import { ORDER_STATUS as S, type OrderStatus } from './order-status';

/**
 * The order lifecycle of issue #9 as data: which actor may take which action from which status,
 * and where it leads. The server checks every move against this table and the web shows exactly
 * the buttons it allows, so the rules live here once.
 */
/** 'gateway': a payment gateway's verified notification (issue #23, online payment) — never a button. */
export const ORDER_ACTORS = ['member', 'institution', 'gateway'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

export const ORDER_ACTIONS = [
  'approve',
  'reject',
  'resubmit',
  'cancel',
  'provideContract',
  'signContract',
  'pay',
  'payOnline',
  'confirmPayment',
  'rejectPayment',
  'sendSamples',
  'confirmReceipt',
  'returnOrder',
  'issueReport',
  'shipSampleBack',
  'evaluate',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** Button and timeline text of each action ('place' is the first log row of every order). */
export const ORDER_ACTION_LABELS: Readonly<Record<OrderAction | 'place', string>> = {
  place: '提交订单',
  approve: '审核通过',
  reject: '审核驳回',
  resubmit: '修改并重新提交',
  cancel: '取消订单',
  provideContract: '上传合同',
  signContract: '签订合同',
  pay: '上传支付凭证',
  payOnline: '在线支付',
  confirmPayment: '确认收款',
  rejectPayment: '驳回支付',
  sendSamples: '寄送样品',
  confirmReceipt: '确认收样',
  returnOrder: '退回订单',
  issueReport: '出具报告',
  shipSampleBack: '回寄样品',
  evaluate: '评价',
};

/** Actions whose request must carry a reason (shown to the member on the order). */
export const ACTIONS_NEEDING_REASON: readonly OrderAction[] = ['reject', 'rejectPayment', 'returnOrder'];

/** What the table needs to know about one order besides its status. */
export interface OrderFacts {
  /** The member asked for the sample back: issuing the report leads to 13, not 8. */
  returnSample: boolean;
  /** The institution has provided its contract PDF: only then can the member sign. */
  hasContract: boolean;
  /** The member has evaluated the order (allowed once). */
  evaluated: boolean;
}

export interface LifecycleRow {
  from: readonly OrderStatus[];
  action: OrderAction;
  actor: OrderActor;
  /** The status after the move; equal to the from-status for moves that change none. */
  to: OrderStatus | 'same';
  /** Extra condition on the order's facts; the row applies only when it holds. */
  when?: (facts: OrderFacts) => boolean;
}

/** Every order starts here ('place' by the member). */
export const ORDER_INITIAL_STATUS: OrderStatus = S.PENDING_REVIEW;

export const ORDER_LIFECYCLE: readonly LifecycleRow[] = [
  { from: [S.PENDING_REVIEW], action: 'approve', actor: 'institution', to: S.PENDING_CONTRACT },
  { from: [S.PENDING_REVIEW], action: 'reject', actor: 'institution', to: S.REVIEW_REJECTED },
  { from: [S.REVIEW_REJECTED], action: 'resubmit', actor: 'member', to: S.PENDING_REVIEW },
  { from: [S.PENDING_REVIEW, S.PENDING_CONTRACT, S.PENDING_PAYMENT], action: 'cancel', actor: 'member', to: S.CANCELLED },
  { from: [S.PENDING_CONTRACT], action: 'provideContract', actor: 'institution', to: 'same' },
  { from: [S.PENDING_CONTRACT], action: 'signContract', actor: 'member', to: S.PENDING_PAYMENT, when: (f) => f.hasContract },
  { from: [S.PENDING_PAYMENT, S.PAYMENT_REJECTED], action: 'pay', actor: 'member', to: S.PENDING_PAYMENT_CONFIRM },
  // Issue #23: the gateway's verified notification pays the order; no voucher to confirm.
  { from: [S.PENDING_PAYMENT, S.PAYMENT_REJECTED], action: 'payOnline', actor: 'gateway', to: S.PENDING_SAMPLE_SHIPMENT },
  { from: [S.PENDING_PAYMENT_CONFIRM], action: 'confirmPayment', actor: 'institution', to: S.PENDING_SAMPLE_SHIPMENT },
  { from: [S.PENDING_PAYMENT_CONFIRM], action: 'rejectPayment', actor: 'institution', to: S.PAYMENT_REJECTED },
  { from: [S.PENDING_SAMPLE_SHIPMENT], action: 'sendSamples', actor: 'member', to: S.PENDING_SAMPLE_RECEIPT },
  { from: [S.PENDING_SAMPLE_RECEIPT], action: 'confirmReceipt', actor: 'institution', to: S.TESTING },
  { from: [S.PENDING_SAMPLE_RECEIPT], action: 'returnOrder', actor: 'institution', to: S.RETURNED },
  { from: [S.TESTING], action: 'issueReport', actor: 'institution', to: S.COMPLETED, when: (f) => !f.returnSample },
  { from: [S.TESTING], action: 'issueReport', actor: 'institution', to: S.PENDING_SAMPLE_RETURN, when: (f) => f.returnSample },
  { from: [S.PENDING_SAMPLE_RETURN], action: 'shipSampleBack', actor: 'institution', to: S.COMPLETED },
  { from: [S.COMPLETED], action: 'evaluate', actor: 'member', to: 'same', when: (f) => !f.evaluated },
];

function rowFor(status: OrderStatus, action: OrderAction, actor: OrderActor, facts: OrderFacts): LifecycleRow | undefined {
  return ORDER_LIFECYCLE.find((r) => r.action === action && r.actor === actor && r.from.includes(status) && (!r.when || r.when(facts)));
}

/** The actions `actor` may take on an order in `status`, in table order (each at most once). */
export function allowedActions(status: OrderStatus, actor: OrderActor, facts: OrderFacts): OrderAction[] {
  const actions = ORDER_LIFECYCLE.filter((r) => r.actor === actor && r.from.includes(status) && (!r.when || r.when(facts))).map((r) => r.action);
  return [...new Set(actions)];
}

/** Where the move leads, or null when the table does not allow it (当前订单状态不允许该操作). */
export function nextStatus(status: OrderStatus, action: OrderAction, actor: OrderActor, facts: OrderFacts): OrderStatus | null {
  const row = rowFor(status, action, actor, facts);
  if (!row) return null;
  return row.to === 'same' ? status : row.to;
}

