/**
 * Issue #17: names of the audit actions this issue adds, and what 操作日志 calls them (spread into
 * AUDIT_ACTION_LABELS). No imports, so the label map can read it without a cycle.
 */

/** The audit actions of the console's own calls: revealing a masked value, exporting the log. */
export const SECURITY_AUDIT_ACTIONS = {
  piiReveal: 'pii_reveal',
  auditExport: 'audit_export',
} as const;

/** Institution staff's moves on their orders and their workbench (actor, order number, note). */
export const STAFF_AUDIT_ACTIONS = {
  approve: 'order_approve',
  reject: 'order_reject',
  provideContract: 'order_provide_contract',
  confirmPayment: 'order_confirm_payment',
  rejectPayment: 'order_reject_payment',
  confirmReceipt: 'order_confirm_receipt',
  returnOrder: 'order_return',
  issueReport: 'order_issue_report',
  shipSampleBack: 'order_ship_back',
  addTrackingEvent: 'order_tracking_event',
  serviceAdd: 'service_add',
  serviceEdit: 'service_edit',
  serviceStatus: 'service_status',
  profileEdit: 'profile_edit',
  /** Issue #23: a refund the institution started, a new attempt at an abnormal one, the 在线支付 switch. */
  refund: 'order_refund',
  refundRetry: 'order_refund_retry',
  onlinePayment: 'online_payment_setting',
} as const;
export type StaffOrderMove = Exclude<keyof typeof STAFF_AUDIT_ACTIONS, 'serviceAdd' | 'serviceEdit' | 'serviceStatus' | 'profileEdit' | 'refund' | 'refundRetry' | 'onlinePayment'>;

const S = STAFF_AUDIT_ACTIONS;
/**
 * What 操作日志 calls these actions, and the sign-in events other modules write (unlock, second
 * factor, TOTP): spread into AUDIT_ACTION_LABELS. The result column says 成功 / 失败.
 */
export const SECURITY_AUDIT_LABELS: Readonly<Record<string, string>> = {
  // Sign-in events of the accounts module (login, lockout are labelled with the console's own).
  unlock: '解除账号锁定',
  [SECURITY_AUDIT_ACTIONS.piiReveal]: '查看完整个人信息',
  [SECURITY_AUDIT_ACTIONS.auditExport]: '导出操作日志',
  [S.approve]: '机构订单审核通过',
  [S.reject]: '机构订单审核驳回',
  [S.provideContract]: '机构上传合同',
  [S.confirmPayment]: '机构确认收款',
  [S.rejectPayment]: '机构驳回支付',
  [S.confirmReceipt]: '机构确认收样',
  [S.returnOrder]: '机构退回订单',
  [S.issueReport]: '机构出具报告',
  [S.shipSampleBack]: '机构回寄样品',
  [S.addTrackingEvent]: '机构录入物流轨迹',
  [S.serviceAdd]: '机构新增检测服务',
  [S.serviceEdit]: '机构修改检测服务',
  [S.serviceStatus]: '机构上下架检测服务',
  [S.profileEdit]: '机构修改机构资料',
  [S.refund]: '机构发起退款',
  [S.refundRetry]: '机构重新发起异常退款',
  [S.onlinePayment]: '机构设置在线支付',
};
