import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { type MetricsConfig, metricsOf } from './config-metrics';
import { type PaymentGatewaysConfig, paymentGatewaysOf } from './config-payments';
import { refuseIncompleteProduction } from './config-production';

/** MLPS level 3 keeps audit records at least this long; a shorter AUDIT_RETENTION_DAYS is refused at start. */
export const AUDIT_RETENTION_FLOOR_DAYS = 180;

/**
 * PostgreSQL: connections of the server's pool (DATABASE_POOL_MAX; was a fixed 10). Issue #18: a
 * request holds a connection while its commit waits for the disk, and commits in flight together
 * share one WAL flush. Keep it under the server's max_connections (100 by default) for every instance.
 */
export const DEFAULT_POOL_MAX = 20;

/**
 * The one place that reads process.env (STYLE rule 4). Validated once at start;
 * buildApp() receives the parsed result, so tests pass their own values.
 */
/** The demo data's accounts have a published password: a production start never writes them. */
export const DEMO_SEED_IN_PRODUCTION =
  '配置有误 (invalid configuration): 生产环境（NODE_ENV=production）拒绝写入演示数据（SEED_DEMO=true）——演示账号的密码是公开的。' +
  'SEED_DEMO=true is refused with NODE_ENV=production: the demo accounts have a published password.';

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'DATABASE_URL 必须以 postgres:// 开头').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  // Demo data only when asked for (issue #17): `npm start` asks, a production start may not.
  SEED_DEMO: z.enum(['true', 'false']).default('false'),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(30),
  SESSION_MAX_HOURS: z.coerce.number().int().min(1).default(12),
  RATE_LIMIT: z.enum(['on', 'off']).default('on'),
  SMS_PROVIDER: z.enum(['outbox']).default('outbox'),
  SSO_SHARED_SECRET: z.string().min(32, 'SSO_SHARED_SECRET 至少 32 个字符').optional(),
  KNOWLEDGE_BASE_URL: z.url({ protocol: /^https?$/ }).default('http://zhishi.tcmqc.example.cn'),
  PUBLIC_BASE_URL: z.url({ protocol: /^https?$/, error: 'PUBLIC_BASE_URL 必须是 http(s) 地址' }).optional(),
  KNOWLEDGE_TICKET_SECRET: z.string().min(32, 'KNOWLEDGE_TICKET_SECRET 至少 32 个字符').optional(),
  // Issue #24: signs private-file links; the same on every instance, or instance B refuses instance A's links.
  FILE_LINK_SECRET: z.string().refine((v) => Buffer.byteLength(v) >= 32, 'FILE_LINK_SECRET 至少 32 字节').optional(),
  FILE_STORAGE: z.enum(['disk', 's3']).default('disk'),
  S3_BUCKET: z.string().min(3, 'S3_BUCKET 至少 3 个字符').optional(),
  S3_PREFIX: z.string().default('uploads/'),
  S3_REGION: z.string().default('cn-north-1'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('true'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  AUDIT_RETENTION_DAYS: z.coerce
    .number({ error: 'AUDIT_RETENTION_DAYS 须为天数' })
    .int('AUDIT_RETENTION_DAYS 须为整数天')
    .min(AUDIT_RETENTION_FLOOR_DAYS, `AUDIT_RETENTION_DAYS 不能小于 ${AUDIT_RETENTION_FLOOR_DAYS}（等保三级要求审计记录至少保存 ${AUDIT_RETENTION_FLOOR_DAYS} 天）`)
    .default(AUDIT_RETENTION_FLOOR_DAYS),
  UPLOAD_MIN_FREE_MB: z.coerce.number().int().min(0).default(1024),
  TRUST_PROXY: z.string().default('false').transform(trustProxyOf),
  SQLITE_READ_WORKERS: z.coerce.number({ error: 'SQLITE_READ_WORKERS 须为 0–16 的整数' }).int('SQLITE_READ_WORKERS 须为 0–16 的整数').min(0).max(16).default(2),
  DATABASE_POOL_MAX: z.coerce.number({ error: 'DATABASE_POOL_MAX 须为 1–100 的整数' }).int('DATABASE_POOL_MAX 须为 1–100 的整数').min(1).max(100).default(DEFAULT_POOL_MAX),
  // Issue #24: off where the migrations are run by `npm run migrate` alone (e.g. the server's database role may not change the schema).
  MIGRATE_ON_START: z.enum(['true', 'false'], { error: 'MIGRATE_ON_START 只能是 true 或 false' }).default('true'),
  RESPONSE_CACHE_TTL_MS: z.coerce.number({ error: 'RESPONSE_CACHE_TTL_MS 须为毫秒数' }).int('RESPONSE_CACHE_TTL_MS 须为整数毫秒').min(0).max(60_000).default(10_000),
  // Issue #22: the notification SMS worker (first run after start, polling, attempts before giving up).
  NOTICE_SMS_START_DELAY_MS: z.coerce.number({ error: 'NOTICE_SMS_START_DELAY_MS 须为毫秒数' }).int('NOTICE_SMS_START_DELAY_MS 须为整数毫秒').min(0).default(1_000),
  NOTICE_SMS_POLL_MS: z.coerce.number({ error: 'NOTICE_SMS_POLL_MS 须为毫秒数' }).int('NOTICE_SMS_POLL_MS 须为整数毫秒').min(100).max(600_000).default(5_000),
  REFUND_QUERY_START_DELAY_MS: z.coerce.number({ error: 'REFUND_QUERY_START_DELAY_MS 须为毫秒数' }).int('REFUND_QUERY_START_DELAY_MS 须为整数毫秒').min(0).default(5_000),
  REFUND_QUERY_POLL_MS: z.coerce.number({ error: 'REFUND_QUERY_POLL_MS 须为毫秒数' }).int('REFUND_QUERY_POLL_MS 须为整数毫秒').min(100).max(600_000).default(30_000),
  NOTICE_SMS_MAX_ATTEMPTS: z.coerce.number({ error: 'NOTICE_SMS_MAX_ATTEMPTS 须为 1–20 的整数' }).int('NOTICE_SMS_MAX_ATTEMPTS 须为 1–20 的整数').min(1).max(20).default(5),
  // Issue #22: the courier aggregator 快递100 (企业版): key and customer id from its console; the salt signs its pushes to us.
  KUAIDI100_KEY: z.string().min(1).optional(),
  KUAIDI100_CUSTOMER: z.string().min(1).optional(),
  KUAIDI100_SALT: z.string().min(8, 'KUAIDI100_SALT 至少 8 个字符').max(64, 'KUAIDI100_SALT 不能超过 64 个字符').optional(),
  KUAIDI100_POLL_URL: z.url({ protocol: /^https?$/, error: 'KUAIDI100_POLL_URL 必须是 http(s) 地址' }).default('https://poll.kuaidi100.com'),
  KUAIDI100_AUTONUMBER_URL: z.url({ protocol: /^https?$/, error: 'KUAIDI100_AUTONUMBER_URL 必须是 http(s) 地址' }).default('https://www.kuaidi100.com'),
  LIVE_HEARTBEAT_SECONDS: z.coerce.number({ error: 'LIVE_HEARTBEAT_SECONDS 须为 1–300 的整数' }).int('LIVE_HEARTBEAT_SECONDS 须为 1–300 的整数').min(1).max(300).default(25),
  // Issue #24: the OpenAPI document and its reference page at /api/docs; unset: on, but off in production.
  API_DOCS: z.enum(['on', 'off'], { error: 'API_DOCS 须为 on 或 off' }).optional(),
  FAILURE_RATES_TTL_MINUTES: z.coerce.number({ error: 'FAILURE_RATES_TTL_MINUTES 须为 0–1440 的整数' }).int('FAILURE_RATES_TTL_MINUTES 须为 0–1440 的整数').min(0).max(1440).default(10),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** Absolute folder for the SQLite file and uploads. */
  dataDir: string;
  /** Set → PostgreSQL; unset → embedded SQLite in dataDir. */
  databaseUrl: string | undefined;
  logLevel: string;
  /** Absolute folder of the built web app; served when it exists. */
  webDist: string;
  seedDemo: boolean;
  /** A session ends after this long without a call… */
  sessionIdleMs: number;
  /** …and after this long at most. */
  sessionMaxMs: number;
  /** Off only for load and durability runs from one address. */
  rateLimit: boolean;
  /** Where verification codes go: 'outbox' (table + development log) until a real gateway is configured. */
  smsProvider: 'outbox';
  /** Shared with the parent site, which signs its nonce requests with it; unset → silent login is off. */
  ssoSharedSecret: string | undefined;
  /** The separate knowledge-base platform (§1) and the secret its tickets are signed with. */
  knowledgeBaseUrl: string;
  knowledgeTicketSecret: string | undefined;
  /** Signs private-file links (FILE_LINK_SECRET); unset (not in production): a key of this process only. */
  fileLinkSecret: string | undefined;
  /** The portal's address as the public reaches it: printed reports' QR codes lead here. */
  publicBaseUrl: string;
  /** Where uploads live: DATA_DIR/uploads, or an S3-compatible bucket shared by several instances. */
  /** Audit rows older than this many days are purged (at least AUDIT_RETENTION_FLOOR_DAYS). */
  auditRetentionDays: number;
  fileStorage: { kind: 'disk' } | { kind: 's3'; bucket: string; prefix: string; region: string; endpoint?: string; forcePathStyle: boolean; accessKeyId?: string; secretAccessKey?: string };
  /** Uploads are refused while the upload (or, with S3, the temp) folder's disk has less free space than this (MB). */
  uploadMinFreeMb: number;
  /**
   * Which proxies' X-Forwarded-For is believed (Fastify `trustProxy`): false (the socket address),
   * a hop count, or the proxies' addresses/CIDRs. req.ip — every limit and the audit log — follows it.
   */
  trustProxy: TrustProxy;
  /** SQLite: worker threads with a read-only connection each, running the reads outside transactions (0: all on the main connection). */
  sqliteReadWorkers: number;
  /** PostgreSQL: connections in the server's pool (DATABASE_POOL_MAX, default DEFAULT_POOL_MAX). */
  poolMax?: number;
  /**
   * Issue #24: the server runs the pending migrations at start (under Kysely's lock: a second instance
   * waits, then finds nothing to do). Off: a start with migrations pending is refused (`npm run migrate` first).
   */
  migrateOnStart: boolean;
  /** How long a visitor's public read is answered from this instance's memory (0: no response cache). A write clears it at once here, and on PostgreSQL on every other instance by a signal (issue #24). */
  responseCacheTtlMs: number;
  /**
   * Issue #22: the courier aggregator 快递100, or null (no KUAIDI100_KEY/KUAIDI100_CUSTOMER): then
   * getRealTimeLogistics answers the events stored here only. The base URLs are the aggregator's
   * (tests and the demo point them at a local fake); secrets are never logged.
   */
  kuaidi100: Kuaidi100Config | null;
  /** How long the operator dashboard's failure rates (a tally of a year of results) are reused before they are counted again (0: every read counts). */
  failureRatesTtlMs: number;
  /**
   * Issue #22, the notification SMS worker: its first run this long after the app is ready (null:
   * never by itself — tests run it), then woken by each committed change and polling every `pollMs`;
   * a row is given up after `maxAttempts`.
   */
  noticeSmsWorker: { startDelayMs: number | null; pollMs: number; maxAttempts: number };
  /** Issue #23, the refund worker (refunds stuck in 退款中): first run this long after ready (null: never by itself — tests run it), then every `pollMs`. */
  refundWorker: { startDelayMs: number | null; pollMs: number };
  /** Issue #22: how often an open live stream gets a heartbeat comment (LIVE_HEARTBEAT_SECONDS, default 25 s; under proxies' idle timeouts). */
  liveHeartbeatMs: number;
  /** Issue #23: the merchant credentials of each online payment channel, or null (not offered). See config-payments.ts. */
  payments: PaymentGatewaysConfig;
  /** Issue #24: serve the API documentation (OpenAPI 3 at /api/docs/json, its reference page at /api/docs). API_DOCS; unset: on, off in production. */
  apiDocs: boolean;
  /** Issue #24: where `/metrics` is served (METRICS_TOKEN / METRICS_PORT; neither: nowhere). See config-metrics.ts. */
  metrics: MetricsConfig;
}

export type TrustProxy = false | number | string[];

export interface Kuaidi100Config {
  key: string;
  customer: string;
  /** Signs the aggregator's pushes: sign = MD5(param + salt), checked on every callback. */
  salt: string;
  /** poll/query.do (real-time query) and poll (subscription) live here. */
  pollBaseUrl: string;
  /** autonumber/auto (the courier of a number) lives here. */
  autonumberBaseUrl: string;
}

/** proxy-addr's names for address ranges, accepted besides addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [addr = '', bits, ...rest] = entry.split('/');
  const family = net.isIP(addr);
  if (!family || rest.length > 0) return false;
  if (bits === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/** TRUST_PROXY: `false`/`off` (default), a hop count, or a comma-separated list of proxy addresses/CIDRs. */
function trustProxyOf(value: string, ctx: z.RefinementCtx): TrustProxy {
  const v = value.trim().toLowerCase();
  if (v === '' || v === 'false' || v === 'off' || v === '0') return false;
  if (/^\d+$/.test(v)) return Number(v);
  const entries = v.split(',').map((e) => e.trim()).filter(Boolean);
  const bad = entries.filter((e) => !isProxyAddress(e));
  if (bad.length > 0 || entries.length === 0) {
    ctx.addIssue({ code: 'custom', message: `TRUST_PROXY 须为 false、代理层数或代理地址列表（无法识别：${bad.join(', ') || value}）` });
    return z.NEVER;
  }
  return entries;
}

const defaultWebDist = path.resolve(import.meta.dirname, '../../web/dist');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`配置有误 (invalid configuration): ${detail}`);
  }
  const e = parsed.data;
  if (e.SEED_DEMO === 'true' && e.NODE_ENV === 'production') throw new Error(DEMO_SEED_IN_PRODUCTION);
  if (e.NODE_ENV === 'production') refuseIncompleteProduction(env);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : defaultWebDist,
    seedDemo: e.SEED_DEMO === 'true',
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionMaxMs: e.SESSION_MAX_HOURS * 3_600_000,
    rateLimit: e.RATE_LIMIT === 'on',
    smsProvider: e.SMS_PROVIDER,
    ssoSharedSecret: e.SSO_SHARED_SECRET,
    knowledgeBaseUrl: e.KNOWLEDGE_BASE_URL.replace(/\/$/, ''),
    knowledgeTicketSecret: e.KNOWLEDGE_TICKET_SECRET,
    fileLinkSecret: e.FILE_LINK_SECRET,
    publicBaseUrl: (e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    fileStorage: fileStorageOf(e),
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    uploadMinFreeMb: e.UPLOAD_MIN_FREE_MB,
    trustProxy: e.TRUST_PROXY,
    sqliteReadWorkers: e.SQLITE_READ_WORKERS,
    poolMax: e.DATABASE_POOL_MAX,
    migrateOnStart: e.MIGRATE_ON_START === 'true',
    responseCacheTtlMs: e.RESPONSE_CACHE_TTL_MS,
    failureRatesTtlMs: e.FAILURE_RATES_TTL_MINUTES * 60_000,
    noticeSmsWorker: { startDelayMs: e.NOTICE_SMS_START_DELAY_MS, pollMs: e.NOTICE_SMS_POLL_MS, maxAttempts: e.NOTICE_SMS_MAX_ATTEMPTS },
    refundWorker: { startDelayMs: e.REFUND_QUERY_START_DELAY_MS, pollMs: e.REFUND_QUERY_POLL_MS },
    kuaidi100: kuaidi100Of(e),
    liveHeartbeatMs: e.LIVE_HEARTBEAT_SECONDS * 1000,
    payments: paymentGatewaysOf(env),
    apiDocs: e.API_DOCS === undefined ? e.NODE_ENV !== 'production' : e.API_DOCS === 'on',
    metrics: metricsOf(env),
  };
}

/** Key and customer id together turn the aggregator on; its pushes are verified, so the salt is required with them. */
function kuaidi100Of(e: z.infer<typeof envSchema>): Kuaidi100Config | null {
  const { KUAIDI100_KEY: key, KUAIDI100_CUSTOMER: customer, KUAIDI100_SALT: salt } = e;
  if (!key && !customer) return null;
  if (!key || !customer) throw new Error('配置有误 (invalid configuration): 快递100 需同时设置 KUAIDI100_KEY 与 KUAIDI100_CUSTOMER');
  if (!salt) throw new Error('配置有误 (invalid configuration): 启用快递100 需设置 KUAIDI100_SALT（用于校验推送签名）');
  // The aggregator pushes to PUBLIC_BASE_URL: a production default of localhost would lose every push.
  if (e.NODE_ENV === 'production' && !e.PUBLIC_BASE_URL) throw new Error('配置有误 (invalid configuration): 启用快递100 需设置 PUBLIC_BASE_URL（推送回调地址）');
  const base = (url: string) => url.replace(/\/+$/, '');
  return { key, customer, salt, pollBaseUrl: base(e.KUAIDI100_POLL_URL), autonumberBaseUrl: base(e.KUAIDI100_AUTONUMBER_URL) };
}

function fileStorageOf(e: z.infer<typeof envSchema>): AppConfig['fileStorage'] {
  if (e.FILE_STORAGE === 'disk') return { kind: 'disk' };
  if (!e.S3_BUCKET) throw new Error('配置有误 (invalid configuration): FILE_STORAGE=s3 需要 S3_BUCKET');
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    prefix: e.S3_PREFIX,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
  };
}

/** A complete config for tests and tools, with overrides. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  // No response cache unless a test asks for one: many tests write rows directly and read them back at once.
  // No SMS worker of its own either: a test sends the queued SMS when it means to (services.noticeSms.runOnce()); the same for the refund worker.
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  return { ...config, responseCacheTtlMs: 0, failureRatesTtlMs: 0, noticeSmsWorker: { ...config.noticeSmsWorker, startDelayMs: null }, refundWorker: { ...config.refundWorker, startDelayMs: null }, ...overrides };
}
