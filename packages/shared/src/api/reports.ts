import { z } from 'zod';
import { QUALIFICATION_FLAG, type QualificationFlag } from '../enums/index';
import { FORM_MESSAGES } from '../messages';
import { INSTITUTION_ADMIN_MESSAGES } from '../messages-reports';
import { phoneOrLandline } from '../validators/phone';
import { required } from '../validators/required';
import { withRule, zEmail, zPrice } from '../validators/zod';
import type { TestItem } from './institutions';
import type { OrderReport } from './orders';
import { zOrderId, zUploadedPdf } from './orders';
import { pageQuerySchema, type PageResult } from './pagination';

/**
 * Issue #11, the institution workbench: replacing and revoking reports (ours: institutionOrder),
 * the institution's own test services (institutionService) and profile (institutionProfile).
 * Money is integer fen (prices are typed in yuan); times are ISO strings.
 */
const zText = (max: number, label: string) => withRule(z.string({ error: FORM_MESSAGES.required }).trim().max(max, `${label}不能超过${max}个字`), required);
const zId = z.coerce.number({ error: '编号有误' }).int('编号有误').positive('编号有误');

/** The public page a printed report's QR code opens (the web route of the same path). */
export const REPORT_VERIFY_PATH = '/report/verify';

// ---------------------------------------------------------------- reports

/** Timeline rows these calls write (order_log.action; the order's status does not change). */
export const REPORT_LOG_ACTION_LABELS = { replaceReport: '替换报告', revokeReport: '撤销报告' } as const;
export type ReportLogAction = keyof typeof REPORT_LOG_ACTION_LABELS;

export const replaceReportBodySchema = z.object({ orderId: zOrderId, reportUrl: zUploadedPdf, reason: zText(200, '原因') });
export const revokeReportBodySchema = z.object({ orderId: zOrderId, reason: zText(200, '原因') });
/** GET institutionOrder/queryOrderReports?orderId=: every report the order has had, newest first. */
export const queryOrderReportsQuerySchema = z.object({ orderId: zOrderId });
export interface InstitutionReport extends OrderReport {
  /** The PDF as the institution uploaded it; `fileUrl` is the stamped copy members download. */
  originalUrl: string;
  /** Why it was replaced or revoked. */
  statusReason: string | null;
  /** The report that replaced it. */
  replacedByNo: string | null;
}

// ---------------------------------------------------------------- the institution's own test services

/** 1 on offer (上架), 0 withdrawn (下架). */
export const MY_SERVICE_STATUS = { WITHDRAWN: 0, LISTED: 1 } as const;
export type MyServiceStatus = (typeof MY_SERVICE_STATUS)[keyof typeof MY_SERVICE_STATUS];
export const MY_SERVICE_STATUS_LABELS: Readonly<Record<MyServiceStatus, string>> = { 0: '已下架', 1: '已上架' };
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
/** Comma-separated image paths, as POST /api/uploadFile answered them; at most 10. */
const zCertificateUrls = z
  .string({ error: INSTITUTION_ADMIN_MESSAGES.certificateImageOnly })
  .trim()
  .transform((s) => (s ? s.split(',').map((p) => p.trim()) : []))
  .pipe(z.array(z.string().regex(IMAGE_PATH, INSTITUTION_ADMIN_MESSAGES.certificateImageOnly)).max(10, '证书图片最多10张'));

export const editMyProfileBodySchema = z.object({
  intro: z.string({ error: FORM_MESSAGES.required }).trim().max(2000, '机构简介不能超过2000个字').default(''),
  city: zText(20, '城市'),
  address: zText(200, '详细地址'),
  contactName: zText(30, '联系人'),
  contactPhone: withRule(z.string({ error: FORM_MESSAGES.required }).trim(), phoneOrLandline),
  email: zEmail,
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
