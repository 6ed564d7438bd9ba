/**
 * A test report's state (§ report verification), apart from the order schemas so the public
 * verification page loads no zod (issue #18).
 */
export const REPORT_STATUS = { VALID: 1, REPLACED: 2, REVOKED: 3 } as const;
export type ReportStatus = (typeof REPORT_STATUS)[keyof typeof REPORT_STATUS];
export const REPORT_STATUS_LABELS: Readonly<Record<ReportStatus, string>> = { 1: '有效', 2: '已被新报告替代', 3: '已撤销' };
