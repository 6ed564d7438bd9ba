import { z } from 'zod';
import { FORM_MESSAGES } from '../messages';
import { required } from '../validators/required';
import { withRule } from '../validators/zod';
import type { OrderReport } from './orders';
import { zOrderId, zUploadedPdf } from './orders';

/**
 * Issue #11, the institution workbench: an order's reports, replaced and revoked (ours:
 * institutionOrder). The workbench's services, profile and evaluations are in ./workbench.
 */
const zText = (max: number, label: string) => withRule(z.string({ error: FORM_MESSAGES.required }).trim().max(max, `${label}不能超过${max}个字`), required);

/** The public page a printed report's QR code opens (the web route of the same path). */
export const REPORT_VERIFY_PATH = '/report/verify';

// ---------------------------------------------------------------- reports

/** Timeline rows these calls write (order_log.action; the order's status does not change). */
export const REPORT_LOG_ACTION_LABELS = { replaceReport: '替换报告', revokeReport: '撤销报告' } as const;
export type ReportLogAction = keyof typeof REPORT_LOG_ACTION_LABELS;

/** Longest reason for a replacement or revocation (the web's counter shows it). */
export const REPORT_REASON_MAX = 200;
/** A replacement is uploaded (reportUrl) or generated from the corrected results (generate), exactly one — as issuing. */
export const replaceReportBodySchema = z.object({ orderId: zOrderId, reportUrl: zUploadedPdf.optional(), generate: z.boolean().optional(), reason: zText(REPORT_REASON_MAX, '原因') });
export const revokeReportBodySchema = z.object({ orderId: zOrderId, reason: zText(REPORT_REASON_MAX, '原因') });
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
