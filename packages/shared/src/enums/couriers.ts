/**
 * Issue #22, real-time logistics: the courier companies a member picks from when it enters a
 * shipment, with the codes the courier aggregator (快递100) knows them by — its codes are lower-case
 * letters (its published 快递公司编码 table). The name stays what the order shows; the code is what
 * the aggregator is asked about. A courier outside this list can still be typed by name (and is then
 * tracked only if the tracking number is recognised).
 */
export interface Courier {
  code: string;
  name: string;
}

export const COURIERS: readonly Courier[] = [
  { code: 'shunfeng', name: '顺丰速运' },
  { code: 'zhongtong', name: '中通快递' },
  { code: 'yuantong', name: '圆通速递' },
  { code: 'yunda', name: '韵达快递' },
  { code: 'shentong', name: '申通快递' },
  { code: 'jd', name: '京东物流' },
  { code: 'youzhengguonei', name: '邮政快递包裹' },
  { code: 'ems', name: 'EMS' },
  { code: 'jtexpress', name: '极兔速递' },
  { code: 'debangkuaidi', name: '德邦快递' },
];

const BY_CODE = new Map(COURIERS.map((c) => [c.code, c]));
const BY_NAME = new Map(COURIERS.map((c) => [c.name, c]));

/** The listed courier of a code, if it is one of ours. */
export const courierOfCode = (code: string | null | undefined): Courier | undefined => (code ? BY_CODE.get(code) : undefined);

/** The listed courier whose name is exactly `name` (an API client that sends only the name still gets tracked). */
export const courierOfName = (name: string): Courier | undefined => BY_NAME.get(name.trim());

/** An aggregator's courier code: lower-case letters and digits (快递100's codes), at most 30. */
export const COURIER_CODE_PATTERN = /^[a-z0-9]{2,30}$/;

/**
 * The shipment's state as the aggregator reports it (快递100 `state`, its basic states). A shipment
 * nobody tracks has none.
 */
export const LOGISTICS_STATE = {
  IN_TRANSIT: 0,
  PICKED_UP: 1,
  PROBLEM: 2,
  SIGNED: 3,
  SIGN_RETURNED: 4,
  DELIVERING: 5,
  RETURNING: 6,
  TRANSFERRED: 7,
  CUSTOMS: 8,
  AWAITING_CUSTOMS: 10,
  CLEARING_CUSTOMS: 11,
  CLEARED_CUSTOMS: 12,
  CUSTOMS_PROBLEM: 13,
  REFUSED: 14,
} as const;
export type LogisticsState = (typeof LOGISTICS_STATE)[keyof typeof LOGISTICS_STATE];

export const LOGISTICS_STATE_LABELS: Readonly<Record<LogisticsState, string>> = {
  0: '在途',
  1: '已揽收',
  2: '疑难',
  3: '已签收',
  4: '退签',
  5: '派件中',
  6: '退回',
  7: '转单',
  8: '清关',
  10: '待清关',
  11: '清关中',
  12: '已清关',
  13: '清关异常',
  14: '拒签',
};

/** The label of a state code, or null for a code we do not know (an aggregator's newer state). */
export const logisticsStateName = (state: number | null | undefined): string | null =>
  state === null || state === undefined ? null : ((LOGISTICS_STATE_LABELS as Record<number, string>)[state] ?? null);

/** Where a shipment's events come from: staff typed them in, or the courier aggregator reported them. */
export const LOGISTICS_SOURCE_LABELS: Readonly<Record<string, string>> = {
  recorded: '机构录入',
  kuaidi100: '快递100',
};
