/**
 * Calls another party makes to us, answered in that party's documented body instead of the
 * envelope (issue #22: 快递100's push expects {result, returnCode, message}; issue #23: Alipay's
 * notification the text "fail", WeChat Pay's {code, message}). The gates that check the envelope of
 * every call (fuzz, body size) check these for that body instead; the value is the refusal of a body
 * over the limit (text, or the JSON it parses to).
 */
export const FOREIGN_ANSWERS: ReadonlyMap<string, unknown> = new Map<string, unknown>([
  ['POST /api/logistics/kuaidi100/callback', { result: false, returnCode: '400', message: '推送内容过大' }],
  ['POST /api/payments/alipay/notify', 'fail'],
  ['POST /api/payments/wechat/notify', { code: 'FAIL', message: '失败' }],
]);
