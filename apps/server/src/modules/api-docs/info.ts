/** The document's introduction (Markdown): what every caller — another sub-platform above all — needs before the first call. */
export const API_INFO_DESCRIPTION = [
  '中药质量检测服务平台的接口说明，由服务器注册的路由及其 zod 参数校验生成，与运行中的代码一致。集团其他子平台主要对接「单点登录」与资讯、目录、标准等公开查询接口。',
  '**答复信封**：除文件下载、实时推送与第三方回调外，每个接口都答复 JSON 信封 `{ retcode, retmsg, data }`：retcode 为 1 表示成功，data 为结果；0 表示失败，retmsg 为可直接展示的中文原因，且未改变任何数据；401 表示登录过期，请重新登录。业务上的拒绝、参数错误与频率限制仍为 HTTP 200；协议层错误（请求体过大 413、不支持的内容类型 415、接口不存在 404 等）保留 HTTP 状态码，同样答复信封。',
  '**参数**：GET 的参数放在查询串中（空值不发送）；POST 的参数为 JSON 请求体（Content-Type: application/json，不超过 1 MB）；文件上传为 multipart/form-data。未列出的字段会被忽略（前端附带的 appType=3 即如此）。',
  '**会话**：登录或单点登录答复的 token 放在请求头 `Token` 中（本页右上角 Authorize 可填入）；服务器不读取 Cookie。带锁标记的接口需要登录；会话空闲超时与最长时长见部署配置。',
  '**单点登录流程**：① 集团网站以共享密钥签名调用 `POST /api/third/issueNonce`，为会员换取一次性 noncestr；② 浏览器带着 noncestr 进入本平台；③ 本平台前端调用 `GET /api/third/silenceLogin?noncestr=…` 换取会话。',
].join('\n\n');
