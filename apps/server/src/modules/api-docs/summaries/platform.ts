import type { DocDomain } from './types';

/** Files, the other parties' pushes to us, and what operations staff and load balancers call. */
export const PLATFORM_DOMAINS: readonly DocDomain[] = [
  {
    tag: '文件',
    description: '上传文件（multipart）、读取已存文件与营业执照识别。',
    calls: {
      'POST /api/uploadFile': [
        '上传文件（multipart，小于 30 MB）',
        '表单字段：file（文件）、needWatermark（字符串 true/false，是否加水印）、thumbImageFlag（字符串 true/false，是否生成缩略图）。查询参数 scene 为入驻、注册场景时访客可上传（受频率限制），其他场景须登录。答复 data.fileUrl 为文件地址。',
      ],
      'GET /files/:key': [
        '读取已上传的文件',
        '答复文件本身（图片、PDF 等）；私有文件须带本人会话（Token 请求头）或有效的签名链接参数 exp、sig，否则答复 403 信封；不存在时答复 404 信封。w 为图片缩略宽度。',
      ],
      'GET /api/ocrBusinessLicense': '识别已上传营业执照中的企业名称与统一社会信用代码',
    },
  },
  {
    tag: '第三方回调',
    description: '快递100 与支付网关推送给本平台的通知：按对方文档的格式答复，不使用信封；签名校验通过前不采信任何内容。',
    calls: {
      'POST /api/logistics/kuaidi100/callback': ['快递100 物流轨迹推送', '表单参数 param（JSON 文本）与 sign（MD5(param + KUAIDI100_SALT)）；答复 {result, returnCode, message}。'],
      'POST /api/payments/alipay/notify': ['支付宝异步通知', '支付宝以 RSA2 签名的表单；答复文本 success 或 fail。'],
      'POST /api/payments/wechat/notify': ['微信支付异步通知', '微信支付 APIv3 签名的 JSON；接受时答复 204，拒绝时答复 {code, message}。'],
    },
  },
  {
    tag: '运维',
    description: '供负载均衡与监控调用的存活与就绪检查。',
    calls: {
      'GET /healthz': '存活检查（进程可用、数据库可查询）',
      'GET /readyz': ['就绪检查', '数据库、文件存储可用且数据库迁移已完成时答复 200；否则答复 503，retmsg 指明未就绪的项目。'],
    },
  },
];
