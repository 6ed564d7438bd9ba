import { z } from 'zod';
import {
  type CollectType,
  type EvaluationAuditStatus,
  INSTITUTION_SORTS,
  PROVINCES,
  QUALIFICATION_FLAG,
  type QualificationFlag,
  REGIONS,
  type Region,
  type SettlementStatus,
} from '../enums/index';
import { FORM_MESSAGES, INSTITUTION_MESSAGES } from '../messages';
import { unifiedCreditCode } from '../validators/text-formats';
import { required } from '../validators/required';
import { withRule, zEmail, zMobile } from '../validators/zod';
import { pageQuerySchema, type PageResult } from './pagination';

/**
 * Issue #8: testing institutions (§7 settleCompany, orderEvaluation/queryCompanyEvaluation,
 * testService, serviceCategory, testItem) and favourites (§7 myCollect). Field lists are ours.
 * Money is in fen (integer); times are ISO strings.
 */
const zId = z.coerce.number().int('编号必须是整数').positive('编号有误');
const zKeyword = z.string().trim().max(50, '关键词不能超过50个字').optional();
/** Ids as a browser sends them in a query: "1,2,3" or a repeated key. At most 100. */
const zIdList = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').filter((s) => s.trim() !== '') : v),
  z.array(zId, { error: '编号列表有误' }).min(1, '编号列表不能为空').max(100, '编号最多100个'),
);
const zQualification = z.coerce.number().refine((v) => v === QUALIFICATION_FLAG.CMA || v === QUALIFICATION_FLAG.CNAS, '资质只能是 1（CMA）或 2（CNAS）');

// ---------------------------------------------------------------- enums of this issue

// COLLECT_TYPE, SETTLEMENT_STATUS, REGIONS, PROVINCES and INSTITUTION_SORTS live in enums/institution-directory.ts
// (no zod there: a public page that needs only them does not load the schemas, issue #18).
const zCollectType = z.coerce.number().refine((v) => v >= 1 && v <= 5 && Number.isInteger(v), '收藏类型只能是 1-5');

// ---------------------------------------------------------------- categories, test items, services

/** §7 serviceCategory/queryServiceCategory: the whole tree (two levels), unpaged. */
export interface ServiceCategory {
  id: number;
  parentId: number;
  name: string;
  sort: number;
  children: ServiceCategory[];
}

/** §7 testItem/getTestItemList?categoryId= (the category's children included; all when omitted). */
export const getTestItemListQuerySchema = z.object({ categoryId: zId.optional(), keyword: zKeyword });
export interface TestItem {
  id: number;
  name: string;
  /** e.g. 水分 / 灰分 / 重金属 / 农药残留 / 黄曲霉毒素 / 二氧化硫 / 微生物限度 / 含量测定 / 鉴别. */
  trait: string;
  method: string;
  /** e.g. 《中国药典》2020年版四部 通则0832. */
  standard: string;
  categoryId: number;
  categoryName: string;
}

/** One institution's offer for one test item. */
export interface TestService {
  id: number;
  institutionId: number;
  institutionName: string;
  testItem: TestItem;
  priceFen: number;
  periodDays: number;
  qualifications: QualificationFlag[];
  /** Varieties (herb names) a variety-specific service covers; empty: any variety. */
  varieties: string[];
}

/** §7 testService/queryTestService: paged; by institution, test item or category (with children). */
export const queryTestServiceQuerySchema = pageQuerySchema.extend({
  institutionId: zId.optional(),
  testItemId: zId.optional(),
  categoryId: zId.optional(),
  /** Test item name or variety. */
  keyword: zKeyword,
  qualification: zQualification.optional(),
});

// ---------------------------------------------------------------- institutions

/** A directory card. Only listed institutions ever reach a caller. */
export interface InstitutionCard {
  id: number;
  name: string;
  logoUrl: string | null;
  province: string;
  city: string;
  qualifications: QualificationFlag[];
  /** 0–5, one decimal. */
  rating: number;
  orderCount: number;
  serviceCount: number;
  /** Top-level service categories it offers, by sort. */
  categoryNames: string[];
  createdAt: string;
}

/** §7 settleCompany/findSettleCompany. `region` and `province` combine (both must hold). */
export const findSettleCompanyQuerySchema = pageQuerySchema.extend({
  region: z.enum(Object.keys(REGIONS) as [Region, ...Region[]], { error: '地区有误' }).optional(),
  province: z.string().trim().max(10, '省份有误').optional(),
  qualification: zQualification.optional(),
  categoryId: zId.optional(),
  testItemId: zId.optional(),
  /** What it can test: a test item name or a variety, e.g. 黄曲霉毒素, 黄芪. */
  testKeyword: zKeyword,
  /** Institution name. */
  keyword: zKeyword,
  sort: z.enum(INSTITUTION_SORTS, { error: '排序方式只能是 rating、orders 或 newest' }).default('rating'),
});
export type FindSettleCompanyQuery = z.infer<typeof findSettleCompanyQuerySchema>;

export interface EvaluationSummary {
  count: number;
  /** Averages over approved evaluations, one decimal; 0 when there are none. */
  service: number;
  timeliness: number;
  quality: number;
  overall: number;
}

export interface InstitutionCertificate {
  qualification: QualificationFlag;
  certNo: string;
  imageUrl: string | null;
}

/** §7 settleCompany/getSettleCompany?id= */
export const getSettleCompanyQuerySchema = z.object({ id: zId });
export interface InstitutionDetail extends InstitutionCard {
  unifyCode: string;
  address: string;
  contactName: string;
  contactPhone: string;
  email: string;
  intro: string;
  certificates: InstitutionCertificate[];
  services: { total: number; minPriceFen: number | null; categories: { id: number; name: string; count: number }[] };
  evaluation: EvaluationSummary;
}

/** §7 settleCompany/queryHighCompany: recommended institutions for the home page. */
export const queryHighCompanyQuerySchema = z.object({
  limit: z.coerce.number().int('条数必须是整数').min(1, '条数最小为 1').max(20, '条数最大为 20').default(8),
});

/**
 * §7 POST settleCompany/queryProvideCompany: institutions able to test every given test item and
 * every given variety, each with its matching services; best rated first.
 */
export const PROVIDE_SORTS = ['rating', 'price', 'period'] as const;
export type ProvideSort = (typeof PROVIDE_SORTS)[number];
export const queryProvideCompanyBodySchema = z
  .object({
    testItemIds: z.array(zId, { error: '检测项目有误' }).max(50, '检测项目最多50个').default([]),
    varietyNames: z.array(z.string().trim().min(1, '品种名称不能为空').max(20, '品种名称过长'), { error: '品种有误' }).max(20, '品种最多20个').default([]),
    qualification: zQualification.optional(),
    /** rating: best rated first; price: lowest total first; period: shortest longest-period first. */
    sort: z.enum(PROVIDE_SORTS, { error: '排序方式只能是 rating、price 或 period' }).default('rating'),
    pageNum: pageQuerySchema.shape.pageNum,
    pageSize: pageQuerySchema.shape.pageSize,
  })
  .refine((b) => b.testItemIds.length + b.varietyNames.length > 0, { message: INSTITUTION_MESSAGES.provideNeedsItems, path: ['testItemIds'] });
export type QueryProvideCompanyBody = z.input<typeof queryProvideCompanyBodySchema>;
export interface ProvideCompany {
  institution: InstitutionCard;
  services: TestService[];
  /** Sum of the matching services' prices (one service per test item, the cheapest). */
  totalPriceFen: number;
}

// ---------------------------------------------------------------- evaluations

/** §7 orderEvaluation/queryCompanyEvaluation: approved evaluations only (§4 audit status 2). */
export const queryCompanyEvaluationQuerySchema = pageQuerySchema.extend({ companyId: zId });
export interface CompanyEvaluation {
  id: number;
  /** Masked account, e.g. qi***01. */
  memberName: string;
  service: number;
  timeliness: number;
  quality: number;
  content: string;
  reply: string | null;
  auditStatus: EvaluationAuditStatus;
  createdAt: string;
}
export interface CompanyEvaluationPage extends PageResult<CompanyEvaluation> {
  summary: EvaluationSummary;
}

// ---------------------------------------------------------------- settlement application

/** A stored attachment path as the uploader gives it: /files/<key>. */
const FILE_PATH = /^\/files\/[A-Za-z0-9_-]{22}\.(jpg|jpeg|png|gif|pdf)$/;
const zFilePath = z.string().regex(FILE_PATH, INSTITUTION_MESSAGES.attachmentInvalid);
const zText = (max: number, label: string) => withRule(z.string({ error: FORM_MESSAGES.required }).trim().max(max, `${label}不能超过${max}个字`), required);
const zCertNo = z.string({ error: FORM_MESSAGES.required }).trim().max(40, '证书编号不能超过40个字').regex(/^[A-Za-z0-9\-（）()]*$/, '证书编号只能包含字母、数字和横线');

/**
 * §2 /organization/settlement: the form and POST settleCompany/addSettleCompany (anonymous).
 * CMA is required (a laboratory needs it to issue reports); CNAS is optional but its number and
 * image go together. Attachments are paths from POST /api/uploadFile?scene=settlement.
 */
export const addSettleCompanyBodySchema = z
  .object({
    companyName: zText(100, '企业名称'),
    unifyCode: withRule(z.string({ error: FORM_MESSAGES.required }), unifiedCreditCode),
    licenseUrl: zFilePath,
    cmaCertNo: withRule(zCertNo, required),
    cmaCertUrl: zFilePath,
    cnasCertNo: zCertNo.default(''),
    cnasCertUrl: zFilePath.or(z.literal('')).default(''),
    contactName: zText(30, '联系人'),
    mobile: zMobile,
    email: zEmail,
    province: z.enum(PROVINCES as [string, ...string[]], { error: FORM_MESSAGES.requiredList }),
    city: zText(20, '城市'),
    address: zText(200, '详细地址'),
    categoryIds: z.array(zId, { error: FORM_MESSAGES.requiredList }).min(1, FORM_MESSAGES.requiredList).max(50, '服务类别最多50个'),
    testItemIds: z.array(zId, { error: FORM_MESSAGES.requiredList }).min(1, FORM_MESSAGES.requiredList).max(200, '检测项目最多200个'),
    intro: zText(2000, '机构简介'),
  })
  .refine((b) => !b.cnasCertNo === !b.cnasCertUrl, { message: INSTITUTION_MESSAGES.cnasIncomplete, path: ['cnasCertUrl'] });
export type AddSettleCompanyBody = z.input<typeof addSettleCompanyBodySchema>;
export interface SettleApplicationReceipt {
  id: number;
  status: SettlementStatus;
  statusName: string;
  createdAt: string;
}

/** §7 settleCompany/querySettleCompany: needs the credit code AND the application's mobile. */
export const querySettleCompanyQuerySchema = z.object({
  unifyCode: withRule(z.string({ error: FORM_MESSAGES.required }), unifiedCreditCode),
  mobile: zMobile,
});
export interface SettleApplicationState {
  id: number;
  companyName: string;
  status: SettlementStatus;
  statusName: string;
  rejectReason: string | null;
  createdAt: string;
  reviewedAt: string | null;
}

// ---------------------------------------------------------------- favourites (members only)

/** §7 myCollect/findMyCollect: own favourites, newest first; all types when omitted. */
export const findMyCollectQuerySchema = pageQuerySchema.extend({ collectType: zCollectType.optional() });
/** POST myCollect/addMyCollect. Idempotent: collecting again answers the existing record. */
export const addMyCollectBodySchema = z.object({ collectType: zCollectType, itemId: zId });
/** GET myCollect/cacelMyCollect (sic): by the item's type and id. */
export const cancelMyCollectQuerySchema = z.object({ collectType: zCollectType, itemId: zId });
/** GET myCollect/deleteMyCollect: by the favourite's own id. */
export const deleteMyCollectQuerySchema = z.object({ id: zId });
/** GET myCollect/checkMyCollect (ours): which of these items are in my favourites. */
export const checkMyCollectQuerySchema = z.object({ collectType: zCollectType, itemIds: zIdList });

export interface CollectRecord {
  id: number;
  collectType: CollectType;
  itemId: number;
  createdAt: string;
}
export interface CollectItem extends CollectRecord {
  /** false when the item was removed or is no longer public; the title then reads 该内容已下架. */
  available: boolean;
  title: string;
  subtitle: string | null;
  imageUrl: string | null;
}
