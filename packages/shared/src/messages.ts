/**
 * Every user-visible message the specification fixes, verbatim (§5, §8).
 * Both the server and the web app read them from here; never retype one.
 */

/** §5 upload checks. `{max}` is replaced by uploadCountExceeded(). */
export const UPLOAD_MESSAGES = {
  unsupportedType: '不支持的文件类型',
  tooLarge: '上传文件大小不能超过 30MB!',
  cropConfirmTitle: '提醒',
  cropConfirmText: '图片是否需要进行裁减?',
  cropNo: '不裁剪',
  cropYes: '裁剪',
  replaceConfirm: '替换图片会删除原来的图片',
  emptyReadOnly: '【暂无文件】',
  croppedUploaded: '上传成功！',
  cropDialogTitle: '图片裁剪',
} as const;

export function uploadCountExceeded(max: number): string {
  return `文件最多能上传${max} 个，上传失败！`;
}

/** §5 form rules. */
export const FORM_MESSAGES = {
  required: '该项必填',
  requiredList: '该项必选',
  number: '请输入数字',
  alphanumeric: '请输入字符串',
  phoneOrLandline: '请输入合法的手机号或座机号',
  landline: '请输入合法的座机号',
  mobile: '请输入合法的手机号',
  chinese: '请输入中文',
  url: '请输入合法的url地址',
  email: '请输入合法的邮箱地址',
  carPlate: '请输入合法的车牌号码',
  idCard: '请输入合法的身份证',
  price: '整数最大6位 小数点2位',
  decimalPlaces: '小数点最多2位',
  decimalRange: '取值范围必须在0-200内',
  integerRange: '必须是0-200的整数',
  integer: '必须是整数',
  passwordEmpty: '请输入密码',
  passwordRule: '密码至少8位，需包含字母、数字、字符两种以上',
  accountLength: '账号长度在5-20个字符',
  accountChars: '账号只能由字母跟数字组成',
} as const;

// §8's request-client texts live in request-messages.ts: the page shell needs them at first load,
// and a module the shell imports is bundled into the entry script whole (issue #18's budget).
export { HTTP_STATUS_MESSAGES, REQUEST_MESSAGES, httpStatusMessage } from './request-messages';
import { HTTP_STATUS_MESSAGES } from './request-messages';

/** Messages of our own (the spec is silent); kept here so they stay consistent. */
export const SERVER_MESSAGES = {
  ok: '操作成功',
  invalidInput: '请求参数有误',
  invalidJson: '请求内容不是合法的 JSON',
  bodyTooLarge: '请求内容过大',
  unsupportedMediaType: '不支持的请求内容类型',
  notFound: HTTP_STATUS_MESSAGES[404] as string,
  internal: HTTP_STATUS_MESSAGES[500] as string,
  tooManyRequests: '请求过于频繁，请稍后再试',
  loginRequired: '登录过期，请重新登录',
} as const;

/** Accounts and sign-on (our wording; the spec gives none). */
export const ACCOUNT_MESSAGES = {
  smsCodeFormat: '请输入6位数字验证码',
  accountOrMobileRequired: '请输入账号或手机号',
  creditCodeInvalid: '请输入合法的统一社会信用代码',
  creditCodeTaken: '该统一社会信用代码已被注册',
  mobileTaken: '该手机号已注册',
  mobileUnknown: '该手机号尚未注册',
  accountTaken: '该账号已被注册',
  passwordMismatch: '两次输入的密码不一致',
  mustAgree: '请阅读并同意平台服务协议',
  codeSent: '验证码已发送',
  codeTooSoon: '验证码发送过于频繁，请60秒后再试',
  codeInvalid: '验证码错误或已失效',
  codeBurned: '验证码错误次数过多，请重新获取',
  loginFailed: '账号或密码错误',
  accountLocked: '密码错误次数过多，账号已锁定，请15分钟后再试',
  loggedOut: '已退出登录',
  passwordChanged: '密码已修改，请重新登录',
  passwordReset: '密码已重置，请使用新密码登录',
  oldPasswordWrong: '原密码错误',
  samePassword: '新密码不能与原密码相同',
  chineseNameRequired: '请输入中文姓名',
  registered: '注册成功',
  notYourRecord: '无权查看该会员信息',
  realNameSubmitted: '实名认证资料已提交，请等待审核',
  realNameNotAllowed: '当前状态不能提交实名认证',
  realNameWrongKind: '实名认证资料与会员类型不符',
  ordinaryNoRealName: '普通会员无需实名认证',
  licenseNotYours: '营业执照须为本人上传的图片',
  avatarNotYours: '头像须为本人上传的图片',
  profileSaved: '基本信息已保存',
} as const;

/** Sign-on between sub-platforms (our wording). */
export const SIGN_ON_MESSAGES = {
  nonceInvalid: '登录凭证无效或已过期',
  signatureInvalid: '签名校验失败',
  notConfigured: '单点登录未配置',
  jumpNotYours: '只能以本人身份跳转知识库平台',
} as const;

/** File service (our wording, besides the §5 texts in UPLOAD_MESSAGES). */
export const FILE_MESSAGES = {
  noFile: '请选择要上传的文件',
  notMultipart: '请以 multipart/form-data 方式上传文件',
  tooManyFiles: '一次只能上传一个文件',
  uploaded: '上传成功',
  notFound: '文件不存在',
  ocrFailed: '未能识别营业执照上的企业名称和统一社会信用代码，请手动填写',
  ocrUnavailable: '营业执照识别服务暂不可用，请手动填写',
} as const;

/** The public information side (our wording). */
export const CONTENT_MESSAGES = {
  articleNotFound: '该资讯不存在或已下线',
  categoryNotFound: '该栏目不存在',
  searchTypeNotFound: '搜索类型不存在',
  pubsNotFound: '该公示信息不存在',
  protocolNotFound: '该协议不存在',
} as const;

/** Testing institutions, settlement applications and favourites (issue #8; our wording). */
export const INSTITUTION_MESSAGES = {
  institutionNotFound: '该检测机构不存在或已下线',
  creditCodeSettled: '该统一社会信用代码的机构已入驻平台',
  applicationPending: '该统一社会信用代码已有入驻申请正在审核中，请勿重复提交',
  applicationSubmitted: '入驻申请已提交，请等待平台审核',
  applicationNotFound: '未找到与该统一社会信用代码和手机号匹配的入驻申请',
  attachmentInvalid: '请上传附件',
  attachmentMissing: '附件不存在或不是本页面上传的文件，请重新上传',
  attachmentPrivate: '该附件不公开，无权查看',
  cnasIncomplete: '请同时填写CNAS证书编号并上传证书图片',
  categoryUnknown: '所选服务类别不存在',
  testItemUnknown: '所选检测项目不存在',
  provideNeedsItems: '请至少选择一个检测项目或品种',
  collected: '收藏成功',
  alreadyCollected: '已在收藏中',
  collectCancelled: '已取消收藏',
  collectNotFound: '该收藏记录不存在或不属于当前账号',
  notCollected: '该内容不在您的收藏中',
  collectTargetMissing: '要收藏的内容不存在或已下架',
  collectTypeUnavailable: '该类内容暂不支持收藏',
  itemRemoved: '该内容已下架',
} as const;

/** Ordering (issue #9); statusNotAllowed is the wording verbatim, the rest ours. */
export const ORDER_MESSAGES = {
  statusNotAllowed: '当前订单状态不允许该操作',
  orderNotFound: '订单不存在或不属于当前账号',
  itemsRequired: '请选择检测项目',
  serviceUnavailable: '所选检测服务不存在或已下架，请刷新购物车',
  qualificationMissing: '所选检测服务不具备所要求的资质',
  mixedInstitution: '修改订单时只能选择同一检测机构的检测服务',
  vatFieldRequired: '开具增值税专用发票时该项必填',
  submissionInvalid: '提交编号有误，请刷新页面后重试',
  fileInvalid: '请上传文件',
  pdfRequired: '请上传PDF文件',
  fileNotOwn: '文件不存在或不是当前账号上传的，请重新上传',
  voucherRequired: '请上传支付凭证',
  reasonRequired: '请填写原因',
  placed: '下单成功',
  moved: '操作成功',
  evaluated: '评价已提交，审核通过后展示',
  alreadyEvaluated: '该订单已评价',
  shipmentNotFound: '物流单不存在',
  reportNotFound: '未找到该验证码对应的报告，请核对后重试',
  verifyCodeInvalid: '验证码应为12位字母或数字',
  staffOnly: '仅限检测机构工作人员操作',
  packageNotFound: '该套餐不存在或不属于当前账号',
  packageSaved: '套餐已保存',
  packageDeleted: '套餐已删除',
  qualityInfoSubmitted: '检测申请已提交，平台工作人员将尽快与您联系',
} as const;

/** The operator console's role check (issues #10, #11). */
export const OPERATOR_MESSAGES = {
  operatorOnly: '仅限平台运营人员操作',
} as const;

/** Sign-in guards (issue #17; our wording): the owner's unlock by SMS, issueNonce replays. */
export const SIGN_IN_MESSAGES = {
  unlockCodeSent: '解锁验证码已发送',
  notLocked: '该账号未被锁定，请直接登录',
  unlocked: '账号已解锁，请重新登录',
  requestIdReused: '请求编号已使用，请勿重复提交',
} as const;

/** Issue #17, the audit trail (MLPS level 3): revealing masked personal data, exporting the log. */
export const SECURITY_AUDIT_MESSAGES = {
  piiKindInvalid: '要查看的信息类型有误',
  piiFieldInvalid: '该记录没有这项信息',
  piiNotFound: '该记录不存在',
  piiRevealed: '本次查看已记入操作日志',
  exportRangeRequired: '请选择要导出的日期范围（开始日期和结束日期）',
} as const;

/** An export larger than the cap is refused whole: the auditor asks for shorter ranges. */
export function auditExportTooLarge(count: number, max: number): string {
  return `所选范围内共有 ${count} 条日志，超过单次导出上限 ${max} 条，请缩小日期范围后分批导出`;
}

/** Issue #17 (cross-site requests and links): operator-entered links; numbers no database column holds. */
export const SECURITY_REQUEST_MESSAGES = {
  linkInvalid: '链接须以 http:// 或 https:// 开头，或为以单个 / 开头的站内路径',
  numberOutOfRange: '请求参数的数值超出范围',
} as const;

/** Resource limits on uploads, image work and OCR (issue #17). */
export const SECURITY_LIMIT_MESSAGES = {
  busy: '系统繁忙，请稍后再试',
  dailyFileCount: '今日上传文件数量已达上限，请明天再试',
  dailyFileBytes: '今日上传文件总大小已达上限，请明天再试',
  diskFull: '服务器存储空间不足，暂时无法上传，请稍后再试',
  tooManyPixels: '图片像素过大（超过4000万像素），请缩小后再上传',
  uploadExpired: '文件已过期，请重新上传',
} as const;

/** Issue #17, the second factor (operators, institution staff) and initial passwords. */
export const SECURITY_SECOND_FACTOR_MESSAGES = {
  challengeInvalid: '登录验证已失效，请重新登录',
  codeRequired: '请输入验证码',
  codeFormat: '验证码格式有误',
  totpFormat: '请输入验证器中的6位数字动态码',
  totpWrong: '动态验证码错误',
  totpReplayed: '该动态验证码已使用，请等待验证器刷新后输入新的验证码',
  smsWrong: '短信验证码错误',
  recoveryWrong: '恢复码错误或已使用',
  tooManyTries: '验证码错误次数过多，请重新登录',
  tooManyChallenges: '登录验证过于频繁，请15分钟后再试',
  smsSent: '登录验证码已发送至绑定手机',
  required: '请使用动态验证码或短信验证码重新登录后再操作',
  privilegedSignOnRefused: '平台运营及检测机构账号不支持免密登录，请使用账号密码登录',
  mustChangePassword: '请先修改初始密码',
  notAvailable: '仅平台运营人员和检测机构工作人员可以设置动态验证码',
  currentCodeRequired: '请输入当前的动态验证码或恢复码',
  currentCodeWrong: '当前动态验证码或恢复码错误',
  enrolNotStarted: '请先开始绑定验证器',
  enrolExpired: '绑定已超时，请重新开始',
  enrolled: '动态验证码已启用，请妥善保存恢复码',
  disabled: '动态验证码已停用',
  notEnrolled: '尚未启用动态验证码',
} as const;

/** Private documents (issue #17): vouchers, contracts, reports, licences, ID material, settlement scans. */
export const PRIVATE_FILE_MESSAGES = {
  refused: '该文件不公开，无权查看',
} as const;
