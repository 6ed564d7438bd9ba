/**
 * §8: what the request client shows — the only messages the page shell needs on a first visit, so
 * kept apart from messages.ts (everything else), which then stays out of the entry script.
 */

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
