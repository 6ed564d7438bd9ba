import type { DocDomain } from './types';

export const ACCOUNT_DOMAINS: readonly DocDomain[] = [
  {
    tag: '单点登录（子平台对接）',
    description: '集团网站与各子平台之间的免密登录，以及跳转知识库平台。',
    calls: {
      'POST /api/third/issueNonce': [
        '为会员签发一次性登录凭证（服务器间调用）',
        '集团网站以共享密钥（SSO_SHARED_SECRET）对 `<timestamp>.<userAccount>.<requestId>` 做 HMAC-SHA256（十六进制），放在请求头 `x-sso-signature`；timestamp 为毫秒时间戳，与服务器时间相差超过 5 分钟即拒绝；requestId 为 16–64 位字母、数字、_ 或 -，每次新生成（UUID 即可），重复使用即拒绝。答复的 noncestr 交给浏览器，由本平台前端调用 silenceLogin 换取会话。',
      ],
      'GET /api/third/silenceLogin': [
        '以一次性凭证静默登录',
        '用 issueNonce 签发的 noncestr 换取会话：答复 accessToken（放入 Token 请求头）、expireTime（秒）、userId 与会员信息。凭证仅能使用一次。',
      ],
      'POST /api/third/knowledgeJumpLink': [
        '生成跳转知识库平台的链接',
        'jumpType：1 首页；2 智能检索；3 标准检索；4 产品档案；5 企业档案。答复 data 为带签名票据的地址，在新窗口打开。',
      ],
    },
  },
  {
    tag: '账号与登录',
    description: '注册、登录（含运营与机构人员的二次验证）、密码、会员资料与实名认证。',
    calls: {
      'POST /api/auth/sendSmsCode': '发送短信验证码',
      'POST /api/auth/register': '注册会员（注册成功即登录）',
      'POST /api/auth/login': ['账号密码登录', '答复会话（token 放入 Token 请求头）；运营人员与已绑定身份验证器的机构人员答复二次验证挑战，再调用 loginSecondFactor。'],
      'POST /api/auth/loginSecondFactor': '二次验证登录（身份验证器、短信或恢复码）',
      'POST /api/auth/logout': '退出登录',
      'POST /api/auth/changePassword': '修改密码',
      'POST /api/auth/resetPassword': '凭短信验证码重置密码',
      'POST /api/auth/unlockAccount': '凭短信验证码解锁账号',
      'GET /api/auth/secondFactor/status': '查询本人身份验证器状态',
      'POST /api/auth/secondFactor/startEnrol': '开始绑定身份验证器（生成密钥，仅显示一次）',
      'POST /api/auth/secondFactor/confirmEnrol': '确认绑定身份验证器（答复恢复码，仅显示一次）',
      'POST /api/auth/secondFactor/disable': '停用身份验证器',
      'GET /api/console/getMyRoles': '查询当前账号可进入的后台',
      'GET /api/sysMember/getMemberDetail': '查询当前会员资料',
      'POST /api/sysMember/submitRealName': '提交实名认证',
      'POST /api/sysMember/updateBaseInfo': '修改会员邮箱与头像',
      'GET /api/mobileIsExist': '查询手机号是否已注册',
      'GET /api/settleCompany/judgeUnifyCode': '查询统一社会信用代码是否可用（注册或入驻）',
    },
  },
];
