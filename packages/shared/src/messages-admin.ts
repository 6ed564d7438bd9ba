import { ADMIN_CONTENT_ACTION_LABELS } from './api/admin-content';
import { ADMIN_INFO_AUDIT_LABELS } from './api/admin-info';
import { ADMIN_LOOKUP_AUDIT_ACTIONS as L } from './api/admin-lookup';
import { SECURITY_AUDIT_LABELS } from './api/audit-actions';
import { ORDER_MESSAGE_AUDIT_LABELS } from './api/order-message-constants';
import { SECOND_FACTOR_AUDIT_LABELS } from './api/second-factor';
import { RESULT_AUDIT_ACTIONS } from './messages-results';

/** Issue #11: the platform operator console (/api/admin/*). Ours, not the spec's. */
export const ADMIN_MESSAGES = {
  reasonRequired: '请填写驳回原因',
  settlementNotFound: '该入驻申请不存在',
  settlementNotPending: '该入驻申请已审核，不能重复操作',
  settlementApproved: '审核通过，已创建机构及其首个机构账号，并已短信通知申请人',
  settlementRejected: '已驳回该入驻申请',
  applicantMobileTaken: '申请人的联系手机号已注册为平台账号，无法用它创建机构账号；请驳回并请申请人更换联系手机号后重新申请',
  approveConflict: '审核时数据发生了变化，未创建任何内容，请刷新后重试',
  memberNotFound: '该会员不存在',
  realNameNotPending: '该会员的实名认证不在待审核状态，请刷新后重试',
  realNameApproved: '实名认证已审核通过',
  realNameRejected: '已驳回该实名认证',
  evaluationNotFound: '该评价不存在',
  evaluationNotPending: '该评价不在待审核状态，请刷新后重试',
  evaluationApproved: '评价已审核通过，将在机构页面展示',
  evaluationRejected: '已驳回该评价',
  qualityInfoNotFound: '该质检申请不存在',
  qualityMoveNotAllowed: '该质检申请当前状态不能标记为所选状态，请刷新后重试',
  qualityNoteRequired: '关闭申请时请填写处理说明',
  qualityMarked: '处理状态已更新',
  productNotFound: '该产品不存在',
  productNotInReview: '该产品不在待审核状态，请刷新后重试',
  productApproved: '审核通过，产品已上架',
  productRejected: '已驳回该产品',
  dateRangeInvalid: '开始日期不能晚于结束日期',
} as const;

/** The text message an approved applicant receives: how to sign in, and to change the password at once. */
export function settlementApprovedSms(companyName: string, account: string, password: string): string {
  return `【中药质量检测服务平台】${companyName}的入驻申请已审核通过。机构工作台账号：${account}，初始密码：${password}。请使用该账号或本手机号登录平台，登录后请立即修改密码。`;
}

/** Operator actions as the audit log names them (sign-in and account events share the log). */
export const ADMIN_AUDIT_ACTIONS = {
  settlementApprove: 'settlement_approve',
  settlementReject: 'settlement_reject',
  realNameApprove: 'realname_approve',
  realNameReject: 'realname_reject',
  evaluationApprove: 'evaluation_approve',
  evaluationReject: 'evaluation_reject',
  qualityMark: 'quality_mark',
  productApprove: 'product_approve',
  productReject: 'product_reject',
} as const;
/**
 * What the log page calls each action: the console's, and the account and report events other
 * modules write (modules/audit, sign-on, reports). An action missing here is shown as stored.
 */
export const AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = {
  [ADMIN_AUDIT_ACTIONS.settlementApprove]: '入驻审核通过',
  [ADMIN_AUDIT_ACTIONS.settlementReject]: '入驻审核驳回',
  [ADMIN_AUDIT_ACTIONS.realNameApprove]: '实名审核通过',
  [ADMIN_AUDIT_ACTIONS.realNameReject]: '实名审核驳回',
  [ADMIN_AUDIT_ACTIONS.evaluationApprove]: '评价审核通过',
  [ADMIN_AUDIT_ACTIONS.evaluationReject]: '评价审核驳回',
  [ADMIN_AUDIT_ACTIONS.qualityMark]: '质检申请处理',
  [ADMIN_AUDIT_ACTIONS.productApprove]: '商品审核通过',
  [ADMIN_AUDIT_ACTIONS.productReject]: '商品审核驳回',
  register: '注册',
  login: '登录',
  logout: '退出登录',
  lockout: '账号锁定',
  password_change: '修改密码',
  password_reset: '重置密码',
  sms_code: '发送短信验证码',
  sso_nonce: '统一登录（随机串）',
  sso_exchange: '统一登录（票据）',
  report_replace: '更换检测报告',
  report_revoke: '撤销检测报告',
  [RESULT_AUDIT_ACTIONS.save]: '录入检测结果',
  [RESULT_AUDIT_ACTIONS.import]: '导入检测结果',
  ...ADMIN_CONTENT_ACTION_LABELS,
  ...ADMIN_INFO_AUDIT_LABELS,
  [L.standardCreate]: '新增质量标准',
  [L.standardUpdate]: '修改质量标准',
  [L.standardDelete]: '删除质量标准',
  [L.monographCreate]: '新增药典品种',
  [L.monographUpdate]: '修改药典品种',
  [L.monographDelete]: '删除药典品种',
  [L.monographImport]: '批量导入药典品种',
  ...SECURITY_AUDIT_LABELS,
  ...SECOND_FACTOR_AUDIT_LABELS,
  ...ORDER_MESSAGE_AUDIT_LABELS,
};
/** The audit log's `result` values (modules/audit). */
export const AUDIT_RESULT_LABELS: Readonly<Record<string, string>> = { success: '成功', failure: '失败', refused: '已拒绝' };
