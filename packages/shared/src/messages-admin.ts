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
  dateRangeInvalid: '开始日期不能晚于结束日期',
} as const;

/** The text message an approved applicant receives: how to sign in, and to change the password at once. */
export function settlementApprovedSms(companyName: string, account: string, password: string): string {
  return `【中药质量检测服务平台】${companyName}的入驻申请已审核通过。机构工作台账号：${account}，初始密码：${password}。请使用该账号或本手机号登录平台，登录后请立即修改密码。`;
}
