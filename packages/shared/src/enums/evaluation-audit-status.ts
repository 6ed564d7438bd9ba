import { toGuard, toOptions } from './enum-helpers';

/** §4 audit status of an order evaluation (a member's review of an institution). */
export const EVALUATION_AUDIT_STATUS = {
  PENDING: 1,
  APPROVED: 2,
  REJECTED: 3,
} as const;
export type EvaluationAuditStatus = (typeof EVALUATION_AUDIT_STATUS)[keyof typeof EVALUATION_AUDIT_STATUS];

export const EVALUATION_AUDIT_STATUS_LABELS: Readonly<Record<EvaluationAuditStatus, string>> = {
  1: '待审核',
  2: '审核通过',
  3: '审核驳回',
};

export const EVALUATION_AUDIT_STATUS_OPTIONS = toOptions(EVALUATION_AUDIT_STATUS, EVALUATION_AUDIT_STATUS_LABELS);
export const isEvaluationAuditStatus = toGuard(EVALUATION_AUDIT_STATUS);
