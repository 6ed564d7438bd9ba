import { ORDER_STATUS, type OrderStatus } from '../enums/order-status';

/**
 * Issue #23, 发票: an invoice asked for on a paid order, issued by the institution as an e-invoice
 * (a PDF), corrected only by a 红冲 (the old one marked, a new one issued). The constants and
 * answers, without zod; the calls' schemas are in ./invoices.ts.
 */

/**
 * An invoice's status: 待开票 (asked for), 已开票 (issued), 已红冲 (reversed by a red-letter invoice),
 * 已关闭 (a request closed unissued because the order was refunded in full).
 */
export const INVOICE_STATUS = { REQUESTED: 1, ISSUED: 2, REVERSED: 3, CLOSED: 4 } as const;
export type InvoiceStatus = (typeof INVOICE_STATUS)[keyof typeof INVOICE_STATUS];
export const INVOICE_STATUS_LABELS: Readonly<Record<InvoiceStatus, string>> = { 1: '待开票', 2: '已开票', 3: '已红冲', 4: '已关闭' };
export const INVOICE_STATUSES: readonly InvoiceStatus[] = [1, 2, 3, 4];

/** Payment is confirmed from 待寄送样品 on; 审核驳回, 订单退回 and 已取消 take no invoice (§4 statuses). */
export const INVOICEABLE_STATUSES: readonly OrderStatus[] = [
  ORDER_STATUS.PENDING_SAMPLE_SHIPMENT,
  ORDER_STATUS.PENDING_SAMPLE_RECEIPT,
  ORDER_STATUS.TESTING,
  ORDER_STATUS.COMPLETED,
  ORDER_STATUS.PENDING_SAMPLE_RETURN,
];

/** Where the order's money goes back (订单退回, 已取消): an invoice may be 红冲'd without a replacement. */
export const REVERSE_ONLY_STATUSES: readonly OrderStatus[] = [ORDER_STATUS.RETURNED, ORDER_STATUS.CANCELLED];

/** A refund refused because the order's issued invoice would then exceed what stays paid. */
export const refundBlockedByInvoice = (issued: string) => `该订单已开发票${issued}，退款后开票金额将超过实付金额，请先红冲发票`;

/** A member keeps at most this many invoice titles (发票抬头). */
export const INVOICE_TITLES_MAX = 20;

export const INVOICE_MESSAGES = {
  orderNotFound: '订单不存在或不属于当前账号',
  notPaid: '订单支付确认后才能申请开票',
  alreadyRequested: '该订单已申请开票，请勿重复申请',
  nothingToInvoice: '订单可开票金额为0，无法申请开票',
  amountExceeded: '开票金额不能超过订单实付金额（扣除退款）',
  requested: '开票申请已提交，请等待检测机构开具发票',
  invoiceNotFound: '发票不存在或不属于当前账号',
  notRequested: '该发票不是待开票状态，请刷新后重试',
  notIssued: '只有已开票的发票可以红冲，请刷新后重试',
  issued: '发票已开具',
  reversed: '发票已红冲，并已开具新发票',
  reversedOnly: '发票已红冲',
  reverseOnlyNotAllowed: '订单仍有实付金额可开票，红冲时请开具新发票',
  closedByRefund: '订单已全额退款，开票申请已关闭',
  invoiceNoInvalid: '发票号码应为8位或20位数字',
  invoiceDateInvalid: '开票日期有误',
  invoiceDateFuture: '开票日期不能晚于今天',
  fileRequired: '请上传电子发票（PDF或OFD文件）',
  fileNotOwn: '电子发票文件不存在或不是当前账号上传的，请重新上传',
  reasonRequired: '请填写红冲原因',
  taxNoInvalid: '请输入合法的统一社会信用代码',
  titleSaved: '发票抬头已保存',
  titleDeleted: '发票抬头已删除',
  titleNotFound: '发票抬头不存在或不属于当前账号',
  titlesFull: `发票抬头最多保存${INVOICE_TITLES_MAX}个`,
  dateRangeInvalid: '开始日期不能晚于结束日期',
} as const;

/** The buyer's side of an invoice, as asked for (the checkout's invoice fields). */
export interface InvoiceBuyer {
  type: number;
  typeName: string;
  title: string;
  taxNo: string;
  address: string;
  phone: string;
  bankName: string;
  bankAccount: string;
}

/** One invoice as both parties see it. */
export interface OrderInvoice {
  id: number;
  orderId: number;
  orderNo: string;
  status: InvoiceStatus;
  statusName: string;
  buyer: InvoiceBuyer;
  /** Formatted (¥1,280.00): the order's paid amount minus its refunds when it was asked for. */
  amount: string;
  invoiceNo: string | null;
  invoiceDate: string | null;
  /** The e-invoice (/files/<key>.pdf), private to the order's parties and operators; null until issued. */
  fileUrl: string | null;
  requestedAt: string;
  issuedAt: string | null;
  reversedAt: string | null;
  reverseReason: string | null;
  /** The invoice this one replaces after a 红冲. */
  replacesId: number | null;
  institutionName: string;
  /** The client (company, else real name, else account): for the institution's queue. */
  memberName: string;
}

/** What an order's detail shows: its invoices, newest first, and whether the member may ask for one now. */
export interface OrderInvoices {
  orderId: number;
  list: OrderInvoice[];
  /** Null when the member may ask; else why not (in Chinese). */
  requestBlocked: string | null;
  /** Formatted, as `amount`: what an invoice asked for now would be for. */
  invoiceableAmount: string;
  /** The institution may 红冲 an issued invoice without a replacement (订单退回/已取消: the money goes back). */
  reverseOnlyAllowed: boolean;
}

/** A saved invoice title (发票抬头). */
export interface InvoiceTitle {
  id: number;
  type: number;
  typeName: string;
  title: string;
  taxNo: string;
  address: string;
  phone: string;
  bankName: string;
  bankAccount: string;
}
