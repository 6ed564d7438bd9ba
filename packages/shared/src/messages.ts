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

/** §8 error catalogue: what the request client shows. */
export const REQUEST_MESSAGES = {
  loginExpired: '登录过期，请重新登录',
  noResponse: '连接服务器失败',
  timeout: '服务器响应超时，请刷新当前页',
  chunkLoadError: 'ChunkLoadError',
} as const;

/** §8: the toast for each HTTP status; any other status gets connectionError(status). */
export const HTTP_STATUS_MESSAGES: Readonly<Record<number, string>> = {
  400: '错误请求',
  401: '未授权，请重新登录',
  403: '拒绝访问',
  404: '请求错误,未找到该资源',
  405: '请求方法未允许',
  408: '请求超时',
  500: '服务器端出错',
  501: '网络未实现',
  502: '网络错误',
  503: '服务不可用',
  504: '网络超时',
  505: 'http版本不支持该请求',
};

export function httpStatusMessage(status: number): string {
  return HTTP_STATUS_MESSAGES[status] ?? `连接错误${status}`;
}

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
