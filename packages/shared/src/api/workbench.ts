import { z } from 'zod';
import { EVALUATION_AUDIT_STATUS, type EvaluationAuditStatus, QUALIFICATION_FLAG, type QualificationFlag } from '../enums/index';
import type { MyServiceStatus } from '../enums/my-service-status';
import { FORM_MESSAGES } from '../messages';
import { INSTITUTION_ADMIN_MESSAGES } from '../messages-reports';
import { phoneOrLandline } from '../validators/phone';
import { required } from '../validators/required';
import { withRule, zEmail, zPrice } from '../validators/zod';
import type { EvaluationSummary, TestItem } from './institutions';
import { zOrderId } from './orders';
import { pageQuerySchema, type PageResult } from './pagination';

/**
 * Issue #11, the institution workbench's own calls: its test services (institutionService), its
 * profile (institutionProfile), the evaluations members wrote of it (institution/evaluation) and
 * the tracking events it recorded on an order's shipments (institutionOrder). Staff only, each on
 * the staff member's own institution. Money is integer fen (prices are typed in yuan); times are
 * ISO strings.
 */
const zText = (max: number, label: string) => withRule(z.string({ error: FORM_MESSAGES.required }).trim().max(max, `${label}不能超过${max}个字`), required);
const zId = z.coerce.number({ error: '编号有误' }).int('编号有误').positive('编号有误');

/** This file's messages beyond INSTITUTION_ADMIN_MESSAGES. */
export const WORKBENCH_MESSAGES = {
  logoImageOnly: '机构Logo只能上传一张图片（JPG、PNG、GIF）',
  logoNotOwn: '机构Logo须为本账号上传的图片，请重新上传',
  auditStatusInvalid: '审核状态只能是 1（待审核）、2（审核通过）或 3（审核驳回）',
} as const;

// ---------------------------------------------------------------- the institution's own test services

// (their statuses: enums/my-service-status.ts, free of zod)
const zServiceStatus = z.coerce.number({ error: '状态只能是 0（下架）或 1（上架）' }).refine((v): v is MyServiceStatus => v === 0 || v === 1, '状态只能是 0（下架）或 1（上架）');

export const queryMyServiceQuerySchema = pageQuerySchema.extend({
  status: zServiceStatus.optional(),
  keyword: z.string().trim().max(50, '关键词不能超过50个字').optional(),
});

const myServiceFields = {
  testItemId: zId,
  /** Yuan as typed (§5: up to 6 integer digits, 2 decimals); stored in fen. */
  price: zPrice.refine((v) => Number(v) > 0, INSTITUTION_ADMIN_MESSAGES.pricePositive),
  periodDays: z.coerce.number({ error: '检测周期必须是整数' }).int('检测周期必须是整数').min(1, '检测周期最少 1 天').max(365, '检测周期最多 365 天'),
  qualifications: z
    .array(z.coerce.number().refine((v): v is QualificationFlag => v === QUALIFICATION_FLAG.CMA || v === QUALIFICATION_FLAG.CNAS, '资质只能是 1（CMA）或 2（CNAS）'), { error: '资质有误' })
    .max(2, '资质有误')
    .default([]),
  /** Herb names for a variety-specific service; empty: any variety. */
  varieties: z
    .array(z.string().trim().min(1, '品种名称不能为空').max(20, '品种名称不能超过20个字').regex(/^[^,，]+$/, '品种名称不能包含逗号'), { error: '品种有误' })
    .max(20, '品种最多20个')
    .default([]),
};
export const addMyServiceBodySchema = z.object(myServiceFields);
export const editMyServiceBodySchema = z.object({ id: zId, ...myServiceFields });
export const changeMyServiceStatusBodySchema = z.object({ id: zId, status: zServiceStatus });
export type MyServiceForm = z.input<typeof addMyServiceBodySchema>;

export interface MyService {
  id: number;
  testItem: TestItem;
  priceFen: number;
  periodDays: number;
  qualifications: QualificationFlag[];
  varieties: string[];
  status: MyServiceStatus;
  statusName: string;
}
export type MyServicePage = PageResult<MyService>;

// ---------------------------------------------------------------- the institution's profile

const IMAGE_PATH = /^\/files\/[A-Za-z0-9_-]{22}\.(jpg|jpeg|png|gif)$/;
/** Most certificate images a profile holds (the uploader's limit too). */
export const PROFILE_CERTIFICATE_MAX = 10;
/** Comma-separated image paths, as POST /api/uploadFile answered them; at most 10. */
const zCertificateUrls = z
  .string({ error: INSTITUTION_ADMIN_MESSAGES.certificateImageOnly })
  .trim()
  .transform((s) => (s ? s.split(',').map((p) => p.trim()) : []))
  .pipe(z.array(z.string().regex(IMAGE_PATH, INSTITUTION_ADMIN_MESSAGES.certificateImageOnly)).max(PROFILE_CERTIFICATE_MAX, `证书图片最多${PROFILE_CERTIFICATE_MAX}张`));
/** One image path, or empty: no logo. */
const zLogoUrl = z
  .string({ error: WORKBENCH_MESSAGES.logoImageOnly })
  .trim()
  .refine((v) => v === '' || IMAGE_PATH.test(v), WORKBENCH_MESSAGES.logoImageOnly)
  .transform((v) => v || null);

export const editMyProfileBodySchema = z.object({
  intro: z.string({ error: FORM_MESSAGES.required }).trim().max(2000, '机构简介不能超过2000个字').default(''),
  city: zText(20, '城市'),
  address: zText(200, '详细地址'),
  contactName: zText(30, '联系人'),
  contactPhone: withRule(z.string({ error: FORM_MESSAGES.required }).trim(), phoneOrLandline),
  email: zEmail,
  /** Absent: the logo stays as it is; empty: removed. */
  logoUrl: zLogoUrl.optional(),
  certificateUrls: zCertificateUrls.default([]),
});
export type MyProfileForm = z.input<typeof editMyProfileBodySchema>;

export interface MyProfile {
  id: number;
  name: string;
  unifyCode: string;
  province: string;
  city: string;
  address: string;
  contactName: string;
  contactPhone: string;
  email: string;
  intro: string;
  logoUrl: string | null;
  qualifications: QualificationFlag[];
  cmaCertNo: string | null;
  cnasCertNo: string | null;
  cmaCertUrl: string | null;
  cnasCertUrl: string | null;
  certificateUrls: string[];
  ratingX10: number;
  orderCount: number;
}

// ---------------------------------------------------------------- evaluations members wrote of us

/**
 * GET institution/evaluation/queryMyEvaluation: every audit status unless asked (the institution
 * reads what members wrote before the operator decides, but cannot change the decision); newest first.
 */
export const queryMyEvaluationQuerySchema = pageQuerySchema.extend({
  auditStatus: z.coerce
    .number({ error: WORKBENCH_MESSAGES.auditStatusInvalid })
    .refine((v): v is EvaluationAuditStatus => Object.values(EVALUATION_AUDIT_STATUS).includes(v as EvaluationAuditStatus), WORKBENCH_MESSAGES.auditStatusInvalid)
    .optional(),
});
export type QueryMyEvaluationQuery = z.infer<typeof queryMyEvaluationQuerySchema>;
export interface MyEvaluation {
  id: number;
  orderId: number | null;
  orderNo: string | null;
  /** Masked account, as the public page shows it. */
  memberName: string;
  service: number;
  timeliness: number;
  quality: number;
  /** Of the three scores, one decimal. */
  average: number;
  content: string;
  reply: string | null;
  auditStatus: EvaluationAuditStatus;
  auditStatusName: string;
  createdAt: string;
}
export interface MyEvaluationPage extends PageResult<MyEvaluation> {
  /** Averages over approved evaluations: exactly what the public institution page shows. */
  summary: EvaluationSummary;
  /** How many evaluations each audit status holds (the filter tabs). */
  counts: Record<EvaluationAuditStatus, number>;
}

// ---------------------------------------------------------------- tracking events we recorded

/** GET institutionOrder/queryTrackingEvents?orderId=: each shipment of our order with the events recorded on it. */
export const queryTrackingEventsQuerySchema = z.object({ orderId: zOrderId });
