import { toGuard, toOptions } from './enum-helpers';

/**
 * §4 order status codes. Which moves between them are allowed lives in the order
 * lifecycle table, not here.
 */
export const ORDER_STATUS = {
  PENDING_REVIEW: 1,
  PENDING_CONTRACT: 2,
  PENDING_PAYMENT: 3,
  PENDING_PAYMENT_CONFIRM: 4,
  PENDING_SAMPLE_SHIPMENT: 5,
  PENDING_SAMPLE_RECEIPT: 6,
  TESTING: 7,
  COMPLETED: 8,
  REVIEW_REJECTED: 9,
  PAYMENT_REJECTED: 10,
  RETURNED: 11,
  CANCELLED: 12,
  PENDING_SAMPLE_RETURN: 13,
} as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  1: '待审核',
  2: '待签订合同',
  3: '待支付',
  4: '待确认支付',
  5: '待寄送样品',
  6: '待确认收样',
  7: '检测中',
  8: '已完成',
  9: '审核驳回',
  10: '支付确认驳回',
  11: '订单退回',
  12: '已取消',
  13: '待回寄样品',
};

export const ORDER_STATUS_OPTIONS = toOptions(ORDER_STATUS, ORDER_STATUS_LABELS);
export const isOrderStatus = toGuard(ORDER_STATUS);
