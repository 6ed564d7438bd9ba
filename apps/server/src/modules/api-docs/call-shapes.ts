import { LIVE_STREAM_PATH } from '@tcm/shared';

export type JsonSchema = Record<string, unknown>;

export interface ResponseShape {
  description: string;
  /** Media type → schema; none for an answer without a body (204). */
  content?: Record<string, JsonSchema>;
}

/**
 * The calls that do not take a JSON body or do not answer the envelope (the ones the endpoints gate
 * lists as NOT_JSON_CALLS, and /files/:key, /readyz): what they take and answer instead.
 */
export interface CallShape {
  /** Replaces the JSON request body. */
  request?: { mime: string; schema: JsonSchema };
  /** Replaces the envelope's 200 answer. */
  responses?: Record<string, ResponseShape>;
}

export const ENVELOPE_REF = { $ref: '#/components/schemas/Envelope' } as const;
const envelope = (description: string): ResponseShape => ({ description, content: { 'application/json': ENVELOPE_REF } });
const binary: JsonSchema = { type: 'string', format: 'binary' };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A download: the file on success; a refusal (not signed in, not yours, bad input) is the envelope, HTTP 200 unless listed. */
function fileAnswer(mimes: readonly string[], refusals: Record<string, string> = {}): CallShape {
  return {
    responses: {
      '200': { description: '成功：文件本身；被拒绝时为信封（application/json，retcode 为 0 或 401）', content: { ...Object.fromEntries(mimes.map((m) => [m, binary])), 'application/json': ENVELOPE_REF } },
      ...Object.fromEntries(Object.entries(refusals).map(([status, text]) => [status, envelope(text)])),
    },
  };
}

/** A multipart upload: one file and small text fields; answers the envelope. */
function multipart(fields: Record<string, string> = {}): CallShape {
  const properties: Record<string, JsonSchema> = { file: { ...binary, description: '上传的文件' } };
  for (const [name, description] of Object.entries(fields)) properties[name] = { type: 'string', enum: ['true', 'false'], description };
  return { request: { mime: 'multipart/form-data', schema: { type: 'object', required: ['file'], properties } } };
}

const XLSX_FILE = fileAnswer([XLSX]);
const ONE_FILE = multipart();

export const CALL_SHAPES: Readonly<Record<string, CallShape>> = {
  'GET /api/admin/audit/export': XLSX_FILE,
  'GET /api/admin/monograph/importTemplate': XLSX_FILE,
  'GET /api/orderInfo/exportOrderResults': XLSX_FILE,
  'GET /api/institutionOrder/resultsTemplate': XLSX_FILE,
  'GET /api/orderInfo/sampleSheetTemplate': XLSX_FILE,
  'GET /api/orderInfo/exportQualityResults': XLSX_FILE,
  'GET /api/admin/payment/reconciliation': XLSX_FILE,
  'GET /files/:key': fileAnswer(['image/*', 'application/pdf', 'application/octet-stream'], { '403': '私有文件，调用者无权读取', '404': '文件不存在' }),
  'POST /api/uploadFile': multipart({ needWatermark: '是否加水印', thumbImageFlag: '是否生成缩略图（裁剪后的图片传 false）' }),
  'POST /api/admin/monograph/import': ONE_FILE,
  'POST /api/institutionOrder/importResults': ONE_FILE,
  'POST /api/orderInfo/checkSampleSheet': ONE_FILE,
  [`GET ${LIVE_STREAM_PATH}`]: {
    responses: {
      '200': { description: '事件流（text/event-stream），连接保持打开；支持 Last-Event-ID 续传', content: { 'text/event-stream': { type: 'string' } } },
      '401': envelope('未登录：信封，retcode 为 401'),
    },
  },
  'POST /api/logistics/kuaidi100/callback': {
    request: {
      mime: 'application/x-www-form-urlencoded',
      schema: { type: 'object', required: ['param', 'sign'], properties: { param: { type: 'string', description: '推送内容（JSON 文本）' }, sign: { type: 'string', description: 'MD5(param + 盐)，32 位大写十六进制' } } },
    },
    responses: {
      '200': {
        description: '快递100 约定的答复',
        content: { 'application/json': { type: 'object', properties: { result: { type: 'boolean' }, returnCode: { type: 'string' }, message: { type: 'string' } } } },
      },
    },
  },
  'POST /api/payments/alipay/notify': {
    request: { mime: 'application/x-www-form-urlencoded', schema: { type: 'object', additionalProperties: { type: 'string' }, description: '支付宝异步通知的表单参数（含 sign）' } },
    responses: { '200': { description: '接受答复 success，拒绝答复 fail', content: { 'text/plain': { type: 'string', enum: ['success', 'fail'] } } } },
  },
  'POST /api/payments/wechat/notify': {
    request: { mime: 'application/json', schema: { type: 'object', description: '微信支付 APIv3 通知（签名在 Wechatpay-* 请求头中）' } },
    responses: {
      '204': { description: '已接受' },
      '400': {
        description: '拒绝（微信支付将重试）',
        content: { 'application/json': { type: 'object', properties: { code: { type: 'string' }, message: { type: 'string' } } } },
      },
    },
  },
  'GET /readyz': {
    responses: { '200': envelope('就绪：信封，data 为各项检查结果'), '503': envelope('未就绪：retmsg 指明未就绪的项目') },
  },
};
