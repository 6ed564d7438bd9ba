import { z } from 'zod';
import type { EvaluationAuditStatus, GoodsStatus, MemberInfoStatus, MemberType, OrderStatus } from '../enums/index';
import { QUALITY_INFO_STATUS, type QualityInfoStatus } from '../enums/quality-info-status';
import { ADMIN_MESSAGES } from '../messages-admin';
import type { SettlementStatus } from '../enums/index';
import { pageQuerySchema, type PageResult } from './pagination';

/**
 * Issue #11: the platform operator console, /api/admin/* (every call operator-only, every action
 * written to the audit log). Field lists are ours. Money in fen; times ISO; dates Beijing days.
 */
const zId = z.coerce.number({ error: '编号有误' }).int('编号必须是整数').positive('编号有误');
const zKeyword = z.string().trim().max(50, '关键词不能超过50个字').optional();
const zStatus = (max: number, min = 1) =>
  z.coerce.number({ error: '状态有误' }).int('状态有误').min(min, '状态有误').max(max, '状态有误');
/** A missing reason gets the same message as a blank one (not the generic 缺少参数). */
const zReason = z
  .string({ error: ADMIN_MESSAGES.reasonRequired })
  .default('')
  .pipe(z.string().trim().min(1, ADMIN_MESSAGES.reasonRequired).max(200, '驳回原因不能超过200个字'));
const zDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00+08:00`)), '日期有误');

export const adminIdQuerySchema = z.object({ id: zId });
export const adminIdBodySchema = z.object({ id: zId });
export const adminRejectBodySchema = z.object({ id: zId, reason: zReason });

// ---------------------------------------------------------------- settlement applications

/** GET /api/admin/settlement/query: newest first; keyword matches company name, credit code, contact or mobile. */
export const adminSettlementQuerySchema = pageQuerySchema.extend({ status: zStatus(3).optional(), keyword: zKeyword });
export interface AdminSettlementRow {
  id: number;
  companyName: string;
  unifyCode: string;
  contactName: string;
  /** Masked (138****1234); the clear value is an audited POST /api/admin/pii/reveal (issue #17). */
  mobile: string;
  province: string;
  city: string;
  status: SettlementStatus;
  statusName: string;
  rejectReason: string | null;
  createdAt: string;
  reviewedAt: string | null;
}
/** A private attachment: the stored path and a short-lived link that opens it. */
export interface SignedAttachment {
  path: string;
  signedUrl: string;
}
/** GET /api/admin/settlement/getSettlement?id=: everything the applicant submitted. */
export interface AdminSettlementDetail extends AdminSettlementRow {
  email: string;
  address: string;
  intro: string;
  cmaCertNo: string;
  cnasCertNo: string | null;
  license: SignedAttachment;
  cmaCert: SignedAttachment;
  cnasCert: SignedAttachment | null;
  categories: { id: number; name: string }[];
  testItems: { id: number; name: string }[];
  /** Set once approved: the institution it created. */
  institutionId: number | null;
}
/** POST /api/admin/settlement/approve: the institution and its first staff account (password only by SMS). */
export interface AdminSettlementApproval {
  id: number;
  institutionId: number;
  staffAccount: string;
}

// ---------------------------------------------------------------- member real-name reviews

/** GET /api/admin/member/queryRealName: status 1 (待审核) unless asked; oldest submission first. */
export const adminRealNameQuerySchema = pageQuerySchema.extend({ status: zStatus(3, 0).default(1), keyword: zKeyword });
export interface AdminRealNameRow {
  memberId: number;
  userAccount: string;
  /** Masked (138****1234); the clear value is an audited POST /api/admin/pii/reveal (issue #17). */
  mobile: string;
  memberType: MemberType;
  infoStatus: MemberInfoStatus;
  infoStatusName: string;
  realName: string | null;
  /** Masked (110***********1234); the clear value is an audited POST /api/admin/pii/reveal. */
  idCard: string | null;
  companyName: string | null;
  unifyCode: string | null;
  licenseUrl: string | null;
  rejectReason: string | null;
  updatedAt: string;
}
export const adminMemberBodySchema = z.object({ memberId: zId });
export const adminRejectRealNameBodySchema = z.object({ memberId: zId, reason: zReason });

// ---------------------------------------------------------------- evaluation audits

/** GET /api/admin/evaluation/query: all statuses unless asked; newest first. */
export const adminEvaluationQuerySchema = pageQuerySchema.extend({ status: zStatus(3).optional(), institutionId: zId.optional(), keyword: zKeyword });
export interface AdminEvaluationRow {
  id: number;
  institutionId: number;
  institutionName: string;
  orderNo: string | null;
  memberAccount: string;
  service: number;
  timeliness: number;
  quality: number;
  content: string;
  auditStatus: EvaluationAuditStatus;
  auditStatusName: string;
  createdAt: string;
}

// ---------------------------------------------------------------- quality-inspection applications (/examine)
// (their statuses and moves: enums/quality-info-status.ts, free of zod)

export const adminQualityInfoQuerySchema = pageQuerySchema.extend({ status: zStatus(4).optional(), keyword: zKeyword });
export interface AdminQualityInfoRow {
  id: number;
  memberAccount: string | null;
  sampleName: string;
  purpose: string;
  wishes: string;
  contactName: string;
  /** Masked (138****1234); the clear value is an audited POST /api/admin/pii/reveal (issue #17). */
  contactPhone: string;
  companyName: string;
  status: QualityInfoStatus;
  statusName: string;
  note: string | null;
  handledAt: string | null;
  createdAt: string;
}
export const adminQualityMarkBodySchema = z
  .object({ id: zId, status: zStatus(4, 2), note: z.string({ error: '处理说明有误' }).trim().max(500, '处理说明不能超过500个字').default('') })
  .refine((b) => b.status !== QUALITY_INFO_STATUS.CLOSED || b.note !== '', { message: ADMIN_MESSAGES.qualityNoteRequired, path: ['note'] });

// ---------------------------------------------------------------- audit log

/** The log's actions and their labels: ADMIN_AUDIT_ACTIONS and AUDIT_ACTION_LABELS in messages-admin.ts. */
/** GET /api/admin/audit/query: newest first; from/to are Beijing days, inclusive. */
export const adminAuditQuerySchema = pageQuerySchema
  .extend({
    account: z.string().trim().max(40, '账号不能超过40个字').optional(),
    action: z.string().trim().max(40, '操作类型不能超过40个字').optional(),
    from: zDate.optional(),
    to: zDate.optional(),
    keyword: zKeyword,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: ADMIN_MESSAGES.dateRangeInvalid, path: ['from'] });
export interface AdminAuditRow {
  id: number;
  at: string;
  memberId: number | null;
  account: string | null;
  action: string;
  result: string;
  ip: string | null;
  /** For operator actions: the target, then the reason when there is one. */
  detail: string | null;
}

// ---------------------------------------------------------------- product reviews (§4 goods status 1 → 2 / 4)

/** GET /api/admin/product/query: status 1 (审核中) unless asked, oldest submission first; other statuses newest first. Keyword: product name or supplier; a top-level category includes its children. */
export const adminProductQuerySchema = pageQuerySchema.extend({ status: zStatus(4, 0).default(1), keyword: zKeyword, categoryId: zId.optional() });
export interface AdminProductRow {
  id: number;
  name: string;
  categoryId: number;
  categoryName: string;
  /** §3: comma-separated upload paths; `cover` is the first. */
  images: string;
  cover: string;
  priceFen: number;
  unit: string;
  specification: string;
  origin: string;
  stock: string;
  description: string;
  contactName: string;
  /** Not masked: the product page shows it to every signed-in member. */
  contactPhone: string;
  supplier: { memberId: number; account: string; companyName: string | null };
  goodsStatus: GoodsStatus;
  goodsStatusName: string;
  rejectReason: string | null;
  /** The last move: for a product in review, when it was submitted (it cannot be edited in review). */
  updatedAt: string;
  createdAt: string;
}
/** POST /api/admin/product/approve {id} and /reject {id, reason}: adminIdBodySchema and adminRejectBodySchema. */

// ---------------------------------------------------------------- dashboard

/** Orders whose payment the institution confirmed and that went on (returned orders are refunded, so left out). */
export const TURNOVER_ORDER_STATUSES: readonly OrderStatus[] = [5, 6, 7, 8, 13];
export interface AdminDashboard {
  ordersByStatus: { status: OrderStatus; statusName: string; count: number }[];
  /** Sum of total_fen over orders in TURNOVER_ORDER_STATUSES. */
  turnoverFen: number;
  /** The last 30 Beijing days, oldest first, today included. */
  newMembers: { date: string; count: number }[];
  /** The last 12 Beijing calendar months (`YYYY-MM`), oldest first, this month included: orders placed, and the turnover of those placed that month. */
  months: { month: string; orders: number; turnoverFen: number }[];
  institutions: { listed: number; total: number };
  pending: { settlements: number; realNames: number; evaluations: number; qualityInfos: number; products: number };
}

/**
 * Issue #21, GET /api/admin/failureRates: the platform's failure rate over the same 12 Beijing
 * calendar months as AdminDashboard.months (the first of the month eleven months back, Beijing
 * midnight, until now). Counted in tests: one sample × one test item on an order's valid report,
 * judged when a clause of it was judged 符合 or 不符合 (不适用 and 不判定 clauses left out), failed
 * when any clause failed (one element of a heavy-metal list fails the sample's item). Aggregates
 * only: no member, company or institution is named. Computed at most every few minutes (computedAt).
 */
export interface FailureTally {
  judged: number;
  failed: number;
  /** failed / judged (0–1), null without judged tests. */
  rate: number | null;
}
export interface RankedFailureTally extends FailureTally {
  /** The test item's or the herb's name. */
  name: string;
  rate: number;
}
export interface AdminFailureRates {
  overall: FailureTally;
  /** The 12 months, oldest first, this month included. */
  months: (FailureTally & { month: string })[];
  /** Up to `top` items and herbs with at least `minJudged` tests, highest rate first (then most failed). */
  byItem: RankedFailureTally[];
  byVariety: RankedFailureTally[];
  minJudged: number;
  top: number;
  /** Items and herbs with tests in the window but fewer than minJudged of them: not ranked. */
  unranked: { items: number; varieties: number };
  computedAt: string;
}

export type AdminSettlementPage = PageResult<AdminSettlementRow>;
export type AdminRealNamePage = PageResult<AdminRealNameRow>;
export type AdminEvaluationPage = PageResult<AdminEvaluationRow>;
export type AdminQualityInfoPage = PageResult<AdminQualityInfoRow>;
export type AdminAuditPage = PageResult<AdminAuditRow>;
export type AdminProductPage = PageResult<AdminProductRow>;
