/**
 * Calls another party makes to us, answered in that party's documented body instead of the
 * envelope (issue #22: 快递100's push expects {result, returnCode, message}). The gates that check
 * the envelope of every call (fuzz, body size) check these for that body instead.
 */
export const FOREIGN_ANSWERS: ReadonlySet<string> = new Set(['POST /api/logistics/kuaidi100/callback', 'POST /api/payments/alipay/notify', 'POST /api/payments/wechat/notify']);
