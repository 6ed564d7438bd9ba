/**
 * Issue #24: what each environment variable means, in the order `.env.example` lists them. The
 * defaults are read from the schemas (config.ts, config-payments.ts), never written here, and a gate
 * (test/gates/env-example.test.ts) fails when a variable of the schemas has no line here or
 * `.env.example` differs from `renderEnvExample()` — so the file cannot drift from the code.
 */
export interface EnvDoc {
  /** The section of `.env.example` it is listed under. */
  group: string;
  /** Chinese, then English. */
  meaning: string;
  /** A production start refuses to run without it (config-production.ts). */
  productionRequired?: true;
}

const G = {
  run: '运行 / Running',
  data: '数据库与文件 / Database and files',
  secrets: '密钥与地址 / Secrets and addresses',
  sessions: '会话与限流 / Sessions and limits',
  perf: '性能 / Performance',
  notices: '通知与物流 / Notifications and logistics',
  pay: '在线支付 / Online payment',
  ops: '监控与日志 / Metrics and logs',
} as const;

export const ENV_DOCS: Record<string, EnvDoc> = {
  NODE_ENV: { group: G.run, meaning: '运行模式：production（生产，校验必需配置）、development（演示）、test / production checks the required settings below' },
  HOST: { group: G.run, meaning: '监听地址 / address to listen on' },
  PORT: { group: G.run, meaning: '监听端口 / port to listen on' },
  LOG_LEVEL: { group: G.run, meaning: '日志级别（pino）/ log level' },
  WEB_DIST: { group: G.run, meaning: '前端构建目录，默认 apps/web/dist / folder of the built web app' },
  API_DOCS: { group: G.run, meaning: '接口文档 /api/docs（OpenAPI 3）on/off；不设时生产环境关闭、其他环境开启 / API documentation at /api/docs: on/off; unset: off in production, on otherwise' },
  SEED_DEMO: { group: G.run, meaning: '写入演示数据（生产环境拒绝）/ write the demo data (refused in production)' },
  DATABASE_URL: { group: G.data, meaning: 'PostgreSQL 连接串；不设则使用 DATA_DIR 中的内置 SQLite（仅单实例）/ PostgreSQL URL; unset: embedded SQLite in DATA_DIR (one instance only)', productionRequired: true },
  DATA_DIR: { group: G.data, meaning: 'SQLite 文件与本地上传文件目录 / folder of the SQLite file and of uploads on disk' },
  DATABASE_POOL_MAX: { group: G.data, meaning: 'PostgreSQL 连接池大小（每个实例）/ PostgreSQL pool size per instance' },
  MIGRATE_ON_START: { group: G.data, meaning: '启动时执行待执行的数据库迁移（多实例时由迁移锁排队）；false 时须先运行 npm run migrate，否则拒绝启动 / run pending migrations at start (instances queue on the migration lock); false: run npm run migrate first, or the start is refused' },
  SQLITE_READ_WORKERS: { group: G.data, meaning: 'SQLite 只读工作线程数 / SQLite read-only worker threads' },
  FILE_STORAGE: { group: G.data, meaning: '上传文件存储：disk（DATA_DIR/uploads）或 s3（多实例共享）/ where uploads live: disk or an S3 bucket shared by instances' },
  S3_BUCKET: { group: G.data, meaning: 'S3 桶名（FILE_STORAGE=s3 时必填）/ bucket name' },
  S3_PREFIX: { group: G.data, meaning: 'S3 对象键前缀 / object key prefix' },
  S3_REGION: { group: G.data, meaning: 'S3 区域 / region' },
  S3_ENDPOINT: { group: G.data, meaning: 'S3 兼容存储地址（MinIO、OSS 等）/ endpoint of an S3-compatible store' },
  S3_FORCE_PATH_STYLE: { group: G.data, meaning: '使用路径风格地址 / path-style addressing' },
  S3_ACCESS_KEY_ID: { group: G.data, meaning: 'S3 访问密钥 ID（不设则用实例角色）/ access key id (unset: the instance role)' },
  S3_SECRET_ACCESS_KEY: { group: G.data, meaning: 'S3 访问密钥 / secret access key' },
  UPLOAD_MIN_FREE_MB: { group: G.data, meaning: '磁盘剩余空间低于此值（MB）时拒绝上传 / refuse uploads below this much free disk (MB)' },
  BACKUP_DIR: { group: G.data, meaning: '`npm run backup` 写入带日期的备份目录的位置 / where `npm run backup` writes its dated folders' },
  PG_BIN_DIR: { group: G.data, meaning: 'pg_dump / pg_restore 所在目录；不设则用 /usr/lib/postgresql/<服务器主版本>/bin 或 PATH / folder of pg_dump and pg_restore (unset: the server major\'s Debian folder, then PATH)' },
  AUDIT_RETENTION_DAYS: { group: G.data, meaning: '审计记录保存天数（等保三级至少 180）/ days audit rows are kept (at least 180)' },
  PUBLIC_BASE_URL: { group: G.secrets, meaning: '公众访问本门户的地址（报告二维码、支付与快递回调）/ the portal\'s public address (report QR codes, gateway callbacks)', productionRequired: true },
  FILE_LINK_SECRET: { group: G.secrets, meaning: '私有文件临时链接的签名密钥，≥32 字节，所有实例相同 / signs private-file links; ≥ 32 bytes, the same on every instance', productionRequired: true },
  KNOWLEDGE_TICKET_SECRET: { group: G.secrets, meaning: '知识库票据签名密钥，≥32 字节，所有实例相同 / signs knowledge-base tickets; ≥ 32 bytes, the same on every instance', productionRequired: true },
  KNOWLEDGE_BASE_URL: { group: G.secrets, meaning: '知识库平台地址 / the knowledge-base platform' },
  SSO_SHARED_SECRET: { group: G.secrets, meaning: '与集团网站共享的单点登录密钥，≥32 字符；不设则关闭静默登录 / shared with the parent site for silent sign-on; unset: off' },
  TRUST_PROXY: { group: G.secrets, meaning: '信任的反向代理：false、层数或地址/CIDR 列表（生产须明确设置）/ trusted proxies: false, a hop count or addresses/CIDRs (explicit in production)', productionRequired: true },
  SESSION_IDLE_MINUTES: { group: G.sessions, meaning: '会话空闲超时（分钟）/ session idle timeout (minutes)' },
  SESSION_MAX_HOURS: { group: G.sessions, meaning: '会话最长时长（小时）/ absolute session lifetime (hours)' },
  RATE_LIMIT: { group: G.sessions, meaning: '请求频率限制 on/off（仅压测时关闭）/ rate limits (off only for load runs)' },
  RESPONSE_CACHE_TTL_MS: { group: G.perf, meaning: '公开读取在本实例内存中的缓存时长（毫秒，0 关闭；多实例时写入经 PostgreSQL 通知其他实例即时清除）/ public read cache per instance (ms, 0: off; on PostgreSQL a write clears it on every instance)' },
  FAILURE_RATES_TTL_MINUTES: { group: G.perf, meaning: '运营看板不合格率的复用时长（分钟，保存在数据库中，各实例共用）/ how long the dashboard failure rates are reused (minutes; kept in the database for every instance)' },
  SMS_PROVIDER: { group: G.notices, meaning: '短信通道：outbox（写入发件箱表，待接入真实网关）/ SMS provider' },
  NOTICE_SMS_START_DELAY_MS: { group: G.notices, meaning: '通知短信任务启动延迟（毫秒）/ first run of the notification SMS worker (ms)' },
  NOTICE_SMS_POLL_MS: { group: G.notices, meaning: '通知短信任务轮询间隔（毫秒）/ its polling interval (ms)' },
  NOTICE_SMS_MAX_ATTEMPTS: { group: G.notices, meaning: '通知短信最多尝试次数 / attempts before a notification SMS is given up' },
  LIVE_HEARTBEAT_SECONDS: { group: G.notices, meaning: '实时推送心跳间隔（秒，须小于代理空闲超时）/ live stream heartbeat (s, under the proxy\'s idle timeout)' },
  KUAIDI100_KEY: { group: G.notices, meaning: '快递100 授权 key（与 CUSTOMER、SALT 同时设置）/ 快递100 key' },
  KUAIDI100_CUSTOMER: { group: G.notices, meaning: '快递100 customer / 快递100 customer id' },
  KUAIDI100_SALT: { group: G.notices, meaning: '快递100 推送签名盐 / salt that signs 快递100\'s pushes' },
  KUAIDI100_POLL_URL: { group: G.notices, meaning: '快递100 查询与订阅地址 / 快递100 query and subscription base URL' },
  KUAIDI100_AUTONUMBER_URL: { group: G.notices, meaning: '快递100 单号识别地址 / 快递100 courier lookup base URL' },
  REFUND_QUERY_START_DELAY_MS: { group: G.pay, meaning: '退款查询任务启动延迟（毫秒）/ first run of the refund worker, which asks the gateway about refunds stuck in 退款中 (ms)' },
  REFUND_QUERY_POLL_MS: { group: G.pay, meaning: '退款查询任务轮询间隔（毫秒）/ how often the refund worker looks for refunds due a query (ms)' },
  ALIPAY_APP_ID: { group: G.pay, meaning: '支付宝应用 ID（与两个密钥文件同时设置）/ Alipay app id' },
  ALIPAY_PRIVATE_KEY_FILE: { group: G.pay, meaning: '应用私钥文件（PEM，RSA2）/ our application private key file' },
  ALIPAY_PUBLIC_KEY_FILE: { group: G.pay, meaning: '支付宝公钥文件（PEM）/ Alipay public key file' },
  ALIPAY_GATEWAY: { group: G.pay, meaning: '支付宝网关（沙箱见 README）/ Alipay gateway (sandbox: see README)' },
  WECHATPAY_MCHID: { group: G.pay, meaning: '微信支付商户号（与下列各项同时设置）/ WeChat Pay merchant id' },
  WECHATPAY_APPID: { group: G.pay, meaning: '商户号绑定的 AppID / the app id bound to it' },
  WECHATPAY_SERIAL_NO: { group: G.pay, meaning: '商户 API 证书序列号 / serial of our merchant API certificate' },
  WECHATPAY_PRIVATE_KEY_FILE: { group: G.pay, meaning: '商户私钥文件（PEM）/ merchant private key file' },
  WECHATPAY_PLATFORM_CERT_FILE: { group: G.pay, meaning: '平台证书或微信支付公钥文件（PEM）/ platform certificate or public key file' },
  WECHATPAY_APIV3_KEY: { group: G.pay, meaning: 'APIv3 密钥（32 个字符）/ the 32-character APIv3 key' },
  WECHATPAY_BASE_URL: { group: G.pay, meaning: '微信支付 API 地址 / WeChat Pay API base URL' },
  METRICS_TOKEN: { group: G.ops, meaning: '访问公开端口上 /metrics 的令牌（Authorization: Bearer，≥32 字节）；不设则该路径返回 404 / bearer token for /metrics on the public port (≥ 32 bytes); unset: the path answers 404' },
  METRICS_PORT: { group: G.ops, meaning: '单独提供 /metrics 的端口（不设则不开启；多实例各用一个）/ a port of its own for /metrics (unset: none; one per instance)' },
  METRICS_HOST: { group: G.ops, meaning: 'METRICS_PORT 的监听地址，默认仅本机 / address METRICS_PORT listens on (default: this machine only)' },
};
