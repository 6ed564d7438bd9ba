import { z } from 'zod';
import {
  type InvoiceType,
  type OrderAction,
  type OrderActor,
  type OrderFacts,
  type OrderStatus,
  type QualificationFlag,
  type ReportStatus,
  type TestingBasis,
  type UrgentFlag,
} from '../enums/index';
import { ORDER_MESSAGES } from '../messages';
import { courierFields, zCode, zOptText, zOrderId, zPhone, zServiceId, zText, zUploadedPath } from './order-fields';
import { checkAutoInvoice, type InvoiceInfo, invoiceInfoSchema } from './invoice-fields';
import { pageQuerySchema, type PageResult } from './pagination';
import type { Judgement } from '../results/judgement';

export { zOrderId, zUploadedPath, zUploadedPdf } from './order-fields';

/**
 * Issue #9: ordering (§7 orderInfo, orderEvaluation/addOrderEvaluation) and the institution's moves
 * on its orders (ours: institutionOrder). Money is integer fen; times are ISO strings. Every move
 * follows ORDER_LIFECYCLE (enums/order-lifecycle.ts); any other is refused with
 * ORDER_MESSAGES.statusNotAllowed and changes nothing.
 */
// ---------------------------------------------------------------- amounts

/** §4 urgent flag → surcharge in percent of the items' sum: 1 normal 0 %, 2 urgent +50 %, 3 extra urgent +100 %. */
export const URGENT_SURCHARGE_PERCENT: Readonly<Record<UrgentFlag, number>> = { 1: 0, 2: 50, 3: 100 };

/** One line of the cart / an order: an institution's test service and how many samples. */
export const orderItemInputSchema = z.object({
  testServiceId: zServiceId,
  sampleCount: z.coerce.number({ error: '样品数量必须是整数' }).int('样品数量必须是整数').min(1, '样品数量最少为 1').max(999, '样品数量最多为 999'),
});
export type OrderItemInput = z.infer<typeof orderItemInputSchema>;
const zItems = z.array(orderItemInputSchema, { error: ORDER_MESSAGES.itemsRequired }).min(1, ORDER_MESSAGES.itemsRequired).max(50, '检测项目最多50个');

export interface PricedItem {
  testServiceId: number;
  testItemId: number;
  testItemName: string;
  unitPriceFen: number;
  sampleCount: number;
  /** unitPriceFen × sampleCount. */
  amountFen: number;
  periodDays: number;
}

/**
 * The amounts of one order. itemsFen = Σ amountFen; surchargeFen = itemsFen × percent / 100 rounded
 * half up to a whole fen (on the order's sum, not per line); totalFen = itemsFen + surchargeFen.
 */
export interface OrderAmounts {
  itemsFen: number;
  surchargePercent: number;
  surchargeFen: number;
  totalFen: number;
}

/**
 * GET orderInfo/getPayAmount: either an order of mine (`orderId`: its stored amounts) or a
 * checkout preview (`items` as "serviceId:count,serviceId:count" plus `urgentFlag`), prices re-read.
 */
export const getPayAmountQuerySchema = z
  .object({
    orderId: zOrderId.optional(),
    items: z
      .preprocess(
        (v) => (typeof v === 'string' ? v.split(',').filter((s) => s.trim() !== '').map((s) => { const [id, n] = s.split(':'); return { testServiceId: id, sampleCount: n ?? 1 }; }) : v),
        zItems,
      )
      .optional(),
    urgentFlag: zCode({ NORMAL: 1, URGENT: 2, EXTRA_URGENT: 3 } as Record<string, UrgentFlag>, '加急标识只能是 1、2 或 3').default(1 as UrgentFlag),
  })
  .refine((q) => q.orderId !== undefined || q.items !== undefined, { message: ORDER_MESSAGES.itemsRequired, path: ['items'] });
export interface PayAmountGroup extends OrderAmounts {
  institutionId: number;
  institutionName: string;
  items: PricedItem[];
}
/** One group per institution (placeOrder makes one order per group); the top level sums them. */
export interface PayAmount extends OrderAmounts {
  urgentFlag: UrgentFlag;
  groups: PayAmountGroup[];
}

// ---------------------------------------------------------------- placing an order

export const sampleInfoSchema = z.object({
  name: zText(50, '样品名称'),
  /** Herb variety, from the test variety library (free text allowed). */
  variety: zText(30, '品种'),
  batchNo: zOptText(40, '批号'),
  /** e.g. "500g × 3袋". */
  quantity: zText(40, '样品数量'),
  packing: zOptText(40, '包装'),
  storage: zOptText(40, '储存条件'),
  /** 产地 and 供应商 (issue #21): what 质量分析 compares batches by. */
  origin: zOptText(40, '产地'),
  supplier: zOptText(60, '供应商'),
  returnSample: z.boolean({ error: '请选择是否退回样品' }),
});
export type SampleInfo = z.infer<typeof sampleInfoSchema>;

/**
 * One sample of a sample sheet (批量导入样品, issue #21): the order's 品种 stays on the form; each
 * sample names the order's test services it asks for. Limits as the checkout's own fields.
 */
export const orderSampleSchema = z.object({
  name: zText(50, '样品名称'),
  batchNo: zText(40, '批号'),
  origin: zOptText(40, '产地'),
  spec: zOptText(40, '规格'),
  quantity: zText(40, '数量'),
  supplier: zOptText(60, '供应商'),
  testServiceIds: z.array(zServiceId, { error: ORDER_MESSAGES.itemsRequired }).min(1, ORDER_MESSAGES.itemsRequired).max(50, '检测项目最多50个'),
});
export type OrderSample = z.output<typeof orderSampleSchema>;
/** Most samples one sheet (and one order) holds. */
export const ORDER_SAMPLES_MAX = 200;

export const contactInfoSchema = z.object({
  name: zText(30, '联系人'),
  phone: zPhone,
  /** Where a returned sample and the paper report go. */
  address: zText(200, '回寄地址'),
});
export type ContactInfo = z.infer<typeof contactInfoSchema>;

/** What the checkout form edits (and edit-and-resubmit sends again). */
export const orderFormSchema = z.object({
  items: zItems,
  sample: sampleInfoSchema,
  urgentFlag: zCode({ NORMAL: 1, URGENT: 2, EXTRA_URGENT: 3 } as Record<string, UrgentFlag>, '加急标识只能是 1、2 或 3'),
  testingBasis: zCode({ P2015: 1, P2020: 2 } as Record<string, TestingBasis>, '检测依据只能是 1 或 2'),
  qualification: zCode({ CMA: 1, CNAS: 2 } as Record<string, QualificationFlag>, '资质要求只能是 1（CMA）或 2（CNAS）'),
  invoice: invoiceInfoSchema,
  /** 支付确认后自动申请开票 (issue #23): then the invoice must be one a request takes (checkAutoInvoice). */
  autoInvoice: z.boolean({ error: '请选择是否自动申请开票' }).default(false),
  contact: contactInfoSchema,
  remark: zOptText(500, '备注'),
  /**
   * The sample sheet's samples, in sheet order; empty for an order entered by hand. With samples,
   * each item's sampleCount is the number of samples naming its service (the server checks it).
   */
  samples: z.array(orderSampleSchema, { error: '样品清单有误' }).max(ORDER_SAMPLES_MAX, `样品最多${ORDER_SAMPLES_MAX}个`).default([]),
});
export type OrderForm = z.input<typeof orderFormSchema>;

/**
 * POST orderInfo/placeOrder: one order per institution among the items. `submissionId` is made
 * by the client once per checkout page (e.g. crypto.randomUUID()); sending it again answers the
 * orders it already made, so a double click makes one order.
 */
export const placeOrderBodySchema = orderFormSchema
  .extend({ submissionId: z.string({ error: ORDER_MESSAGES.submissionInvalid }).regex(/^[A-Za-z0-9_-]{8,64}$/, ORDER_MESSAGES.submissionInvalid) })
  .superRefine(checkAutoInvoice);
export type PlaceOrderBody = z.input<typeof placeOrderBodySchema>;
export interface PlacedOrder {
  id: number;
  orderNo: string;
  institutionId: number;
  institutionName: string;
  totalFen: number;
}
export interface PlaceOrderResult {
  orders: PlacedOrder[];
  /** true when this submission had already been placed (nothing new was made). */
  replayed: boolean;
}

// ---------------------------------------------------------------- reading orders

const zDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00+08:00`)), '日期有误');
/**
 * GET orderInfo/queryOrderInfo (own orders) and institutionOrder/queryOrder (own institution's).
 * Dates are Beijing calendar days, inclusive; startDate defaults to 90 days before today.
 */
export const queryOrderQuerySchema = pageQuerySchema.extend({
  status: z.coerce.number({ error: '订单状态有误' }).int('订单状态有误').min(1, '订单状态有误').max(13, '订单状态有误').optional(),
  orderNo: z.string().trim().max(32, '订单号有误').optional(),
  startDate: zDate.optional(),
  endDate: zDate.optional(),
});
export type QueryOrderQuery = z.infer<typeof queryOrderQuerySchema>;
export const ORDER_DEFAULT_DAYS_BACK = 90;

export interface OrderSummary {
  id: number;
  orderNo: string;
  status: OrderStatus;
  statusName: string;
  institutionId: number;
  institutionName: string;
  /** The client (company, else real name, else account), whole: only the order's parties read it. */
  memberName: string;
  sampleName: string;
  variety: string;
  itemNames: string[];
  urgentFlag: UrgentFlag;
  amounts: OrderAmounts;
  /** Feed these to allowedActions(status, actor, facts) for the row's buttons. */
  facts: OrderFacts;
  createdAt: string;
  updatedAt: string;
}
export interface OrderPage extends PageResult<OrderSummary> {
  /** Orders per status in the same search (all statuses listed, 0 when none), for the tabs. */
  counts: Record<OrderStatus, number>;
  /** Sum of counts: the "全部" tab. */
  all: number;
  /** The date range actually applied (startDate filled in when defaulted). */
  startDate: string;
  endDate: string | null;
}

export const getOrderQuerySchema = z.object({ id: zOrderId });
export interface OrderLogEntry {
  id: number;
  /** A lifecycle move, the first 'place', or a report replaced or revoked (status unchanged). */
  action: OrderAction | 'place' | 'replaceReport' | 'revokeReport';
  actionName: string;
  actor: OrderActor;
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus;
  note: string | null;
  createdAt: string;
}
/** 1: the member's samples to the institution; 2: the institution sends the sample back. */
export const SHIPMENT_DIRECTION = { TO_INSTITUTION: 1, BACK_TO_MEMBER: 2 } as const;
export type ShipmentDirection = (typeof SHIPMENT_DIRECTION)[keyof typeof SHIPMENT_DIRECTION];
export interface Shipment {
  id: number;
  direction: ShipmentDirection;
  courier: string;
  /** The courier aggregator's code of the courier (issue #22); null when unlisted and unrecognised. */
  courierCode: string | null;
  trackingNo: string;
  /** The latest state the aggregator reported (LOGISTICS_STATE) and its label; null while none has. */
  state: number | null;
  stateName: string | null;
  createdAt: string;
}
// A report's validity (REPORT_STATUS, ReportStatus, REPORT_STATUS_LABELS): enums/report-status.ts, no zod there for the public verification page.
export interface OrderReport {
  id: number;
  reportNo: string;
  verifyCode: string;
  fileUrl: string;
  status: ReportStatus;
  statusName: string;
  issuedAt: string;
}
export interface OrderDetail extends OrderSummary {
  sample: SampleInfo;
  testingBasis: TestingBasis;
  qualification: QualificationFlag;
  invoice: InvoiceInfo & { type: InvoiceType };
  /** 支付确认后自动申请开票: the invoice is requested by itself once payment is confirmed (issue #23). */
  autoInvoice: boolean;
  contact: ContactInfo;
  remark: string;
  items: PricedItem[];
  /** The sample sheet's samples in sheet order (样品清单); empty for an order entered by hand. */
  samples: OrderSample[];
  /** The latest reject / payment-reject / return reason while the order sits in 9, 10 or 11. */
  rejectReason: string | null;
  contractUrl: string | null;
  signedContractUrl: string | null;
  voucherUrls: string[];
  /** The names the vouchers and contracts were uploaded under, by path (lists show these, not the stored keys). */
  fileNames: Record<string, string>;
  shipments: Shipment[];
  report: OrderReport | null;
  /** Oldest first. */
  timeline: OrderLogEntry[];
}

/** GET orderInfo/getRealTimeLogistics: every shipment of my order with its tracking events. */
export const getRealTimeLogisticsQuerySchema = z.object({ orderId: zOrderId });
export interface TrackingEvent {
  time: string;
  place: string;
  description: string;
  /** 'recorded': entered by the institution's staff; 'kuaidi100': reported by the courier aggregator (pushed or queried). */
  source: string;
}
export interface LogisticsTrack {
  shipment: Shipment;
  /** Newest first. */
  events: TrackingEvent[];
  /** 'recorded': the stored events only (staff's and pushed ones); 'kuaidi100': also the aggregator's answer of now. */
  provider: string;
}

// ---------------------------------------------------------------- member moves

export const cancelOrderBodySchema = z.object({ orderId: zOrderId, reason: zOptText(200, '取消原因') });
/** POST orderInfo/payOrder: offline transfer; the member's own uploads of the transfer voucher. */
export const payOrderBodySchema = z.object({
  orderId: zOrderId,
  voucherUrls: z.array(zUploadedPath, { error: ORDER_MESSAGES.voucherRequired }).min(1, ORDER_MESSAGES.voucherRequired).max(10, '支付凭证最多10个'),
});
/** POST orderInfo/sendOutGoods. */
export const sendOutGoodsBodySchema = z.object({ orderId: zOrderId, ...courierFields });
/** POST orderInfo/signContract (ours): the member's upload of the signed contract. */
export const signContractBodySchema = z.object({ orderId: zOrderId, signedContractUrl: zUploadedPath });
/** POST orderInfo/resubmitOrder (ours): a rejected order (9), edited; items stay with its institution. */
export const resubmitOrderBodySchema = orderFormSchema.extend({ orderId: zOrderId }).superRefine(checkAutoInvoice);
export type ResubmitOrderBody = z.input<typeof resubmitOrderBodySchema>;
/** Every member move answers the order as it now stands. */
export type OrderMoveResult = OrderDetail;

const zScore = z.coerce.number({ error: '评分只能是 1-5 的整数' }).int('评分只能是 1-5 的整数').min(1, '评分只能是 1-5 的整数').max(5, '评分只能是 1-5 的整数');
/** POST orderEvaluation/addOrderEvaluation: once per completed order; waits for audit (§4 status 1). */
export const addOrderEvaluationBodySchema = z.object({
  orderId: zOrderId,
  service: zScore,
  timeliness: zScore,
  quality: zScore,
  content: zText(500, '评价内容'),
});
export interface AddedEvaluation {
  id: number;
  auditStatus: 1;
}

// ---------------------------------------------------------------- reports

/** GET orderInfo/queryMyReport. */
export const queryMyReportQuerySchema = pageQuerySchema.extend({ keyword: z.string().trim().max(50, '关键词不能超过50个字').optional() });
export interface MyReport extends OrderReport {
  orderId: number;
  orderNo: string;
  institutionName: string;
  sampleName: string;
  /** The order's results' conclusion (issue #21): 不符合 if any row failed; null when none were entered. */
  conclusion: Judgement | null;
}

/** GET report/verifyReport?code= (public). Codes are 12 characters; case and hyphens are ignored. */
export const verifyReportQuerySchema = z.object({
  code: z
    .string({ error: ORDER_MESSAGES.verifyCodeInvalid })
    .transform((s) => s.replace(/[\s-]/g, '').toUpperCase())
    .pipe(z.string().regex(/^[0-9A-Z]{12}$/, ORDER_MESSAGES.verifyCodeInvalid)),
});
export interface ReportVerification {
  status: ReportStatus;
  statusName: string;
  reportNo: string;
  institutionName: string;
  sampleName: string;
  issuedAt: string;
  /** When replaced: the newer report's number and date. */
  replacedBy: { reportNo: string; issuedAt: string } | null;
}

/** GET orderInfo/queryNewOrder (public): the home page ticker. */
export const queryNewOrderQuerySchema = z.object({
  limit: z.coerce.number().int('条数必须是整数').min(1, '条数最小为 1').max(20, '条数最大为 20').default(10),
});
export interface NewOrderTicker {
  /** Masked, e.g. 杭州***公司 or 王** . */
  memberName: string;
  institutionName: string;
  itemName: string;
  createdAt: string;
}
