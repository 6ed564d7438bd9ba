import { createHash, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../lib/clock';
import { type InstanceSignals, ONE_PROCESS_SIGNALS } from '../lib/instance-signals';
import { shareInvalidations } from './response-cache-sync';

/**
 * Issue #18: a visitor's public read answered from memory for a short time (RESPONSE_CACHE_TTL_MS),
 * cleared by every write through this instance that can change it. Only calls listed in
 * CACHED_READS, only GET, only without a Token header: anything a signed-in caller asks is
 * computed for that caller and never stored, and a route that needs a session or is owner-scoped
 * is refused in the list at start. Stored replies carry an ETag (a matching If-None-Match gets
 * 304) and `Cache-Control: no-cache` with `Vary: Token`, so a browser revalidates and never reuses
 * a visitor's reply for a signed-in request.
 *
 * Writes: every non-GET call clears the tags WRITE_INVALIDATES gives it, and everything when it is
 * not listed. A read that began before a write's invalidation is not stored (tag generations), so a
 * write is visible on the next read. Concurrent misses of one key wait for the first (no stampede),
 * and an entry just past its TTL (less than twice it) is served as it is while an internal request
 * refreshes it in the background: once a list is warm, no visitor waits for its query (a deep page
 * or a keyword scan can take 100 ms on the large data set).
 *
 * The store is per instance; with several instances on PostgreSQL (issue #24) a write signals the
 * others to clear the same tags (./response-cache-sync.ts), so another instance's write shows on
 * the next read there too, not after a TTL.
 */

/** What a write or a read depends on. */
export type CacheTag = 'dict' | 'content' | 'article-views' | 'lookup' | 'institutions' | 'orders' | 'products' | 'members';

/**
 * Public reads a visitor's reply may be stored for, with the data they show. A listed read answers
 * every visitor alike from the URL and the data, refusals included (no per-address limit): a refusal is
 * never stored, but requests waiting on the same key get it with the request that computed it.
 */
export const CACHED_READS: Record<string, readonly CacheTag[]> = {
  '/api/sysDictData/getValue': ['dict'],
  '/sysDictData/getValue': ['dict'],
  '/api/sysDictData/getDatas': ['dict'],
  '/api/sysDictData/findDictData': ['dict'],
  '/articleCategory/findArticleCategory': ['content'],
  '/articleCategory/queryArticleCategory': ['content'],
  '/api/articleInfo/findArticleInfo': ['content'],
  '/api/articleInfo/queryArticleInfo': ['content'],
  '/api/articleInfo/getArticleInfo': ['content', 'article-views'],
  '/api/articleInfo/findSearchBox': ['content'],
  '/api/advertInfo/findAdvertInfo': ['content'],
  '/api/newsRecord/findNewsRecord': ['content'],
  '/api/pubsInformation/queryInformation': ['content'],
  '/api/pubsInformation/getInformation': ['content'],
  '/api/staticData/queryQualityStaticData': ['content', 'orders', 'institutions'],
  '/api/sysProtocol/getProtocol': ['content'],
  '/api/lookup/search': ['lookup'],
  '/api/qualityControlStandard/queryQualityControlStandard': ['lookup'],
  '/api/qualityControlStandard/getQualityControlStandard': ['lookup'],
  '/api/qualityControlStandard/queryIssuers': ['lookup'],
  '/api/categoryInfo/queryCatalogue': ['lookup'],
  '/api/categoryInfo/findCategoryInfo': ['lookup'],
  '/api/categoryInfo/getCategoryInfo': ['lookup'],
  '/api/settleCompany/findSettleCompany': ['institutions'],
  '/api/settleCompany/getSettleCompany': ['institutions'],
  '/api/settleCompany/queryHighCompany': ['institutions'],
  // Whether a credit code is still free (registration, settlement): a taken code is a refusal, never stored;
  // a registration or a settlement application clears everything (neither is listed in WRITE_INVALIDATES).
  '/api/settleCompany/judgeUnifyCode': ['members', 'institutions'],
  '/api/testService/queryTestService': ['institutions'],
  '/api/orderEvaluation/queryCompanyEvaluation': ['institutions', 'orders'],
  '/api/serviceCategory/queryServiceCategory': ['institutions'],
  '/api/serviceCategory/findServiceCategory': ['institutions'],
  '/api/serviceCategory/getTestBasis': ['institutions'],
  '/api/testItem/getTestItemList': ['institutions'],
  '/api/testItem/findTestItem': ['institutions'],
  '/api/testVarietyLibrary/getTestVarietyLibraryList': ['institutions'],
  '/api/testTraitLibrary/getTestTraitLibraryList': ['institutions'],
  '/api/orderInfo/queryNewOrder': ['orders'],
  '/api/report/verifyReport': ['orders'],
  '/productCategory/getProductCategory': ['products'],
  '/publishProduct/getPublishProduct': ['products'],
  '/publishProduct/findMallProduct': ['products'],
  '/sysMember/getPremiumMember': ['members', 'products'],
  '/sysMember/getRecommendSupplier': ['members', 'products'],
  '/techAchievement/findTechAchievement': ['products'],
  '/techAchievement/getTechAchievement': ['products'],
};

/**
 * Writes that change only some tags (the frequent ones). Any other write clears everything: a
 * new write route is safe before anyone lists it here.
 */
export const WRITE_INVALIDATES: Record<string, readonly CacheTag[]> = {
  // Sessions, codes and uploads change no public read (an upload shows once a record claims it, by its own write).
  '/api/auth/login': [],
  '/api/auth/logout': [],
  '/api/auth/loginSecondFactor': [],
  '/api/auth/sendSmsCode': [],
  '/api/uploadFile': [],
  '/api/articleInfo/countArticleView': ['article-views'],
  '/api/orderInfo/placeOrder': ['orders'],
  '/api/orderInfo/cancelOrder': ['orders'],
  '/api/orderInfo/signContract': ['orders'],
  '/api/orderInfo/payOrder': ['orders'],
  '/api/orderInfo/sendOutGoods': ['orders'],
  '/api/orderInfo/resubmitOrder': ['orders'],
  '/api/institutionOrder/approveOrder': ['orders'],
  '/api/institutionOrder/rejectOrder': ['orders'],
  '/api/institutionOrder/provideContract': ['orders'],
  '/api/institutionOrder/confirmPayment': ['orders'],
  '/api/institutionOrder/rejectPayment': ['orders'],
  '/api/institutionOrder/confirmReceipt': ['orders'],
  '/api/institutionOrder/returnOrder': ['orders'],
  '/api/institutionOrder/shipSampleBack': ['orders'],
  '/api/institutionOrder/issueReport': ['orders'],
  '/api/institutionOrder/addTrackingEvent': ['orders'],
  // Issue #22: the courier aggregator's pushes (frequent) change shipments' events, which no public read shows.
  '/api/logistics/kuaidi100/callback': [],
};

export interface CachedReply {
  /** The reply's bytes, encoded once: a hit writes them as they are. */
  body: Buffer;
  /** The same bytes gzipped once when stored (replies of 1 kB and more), for a caller that accepts gzip. */
  gzip?: Buffer;
  contentType: string;
  etag: string;
  storedAt: number;
}

/** Where replies live: this instance's memory (other instances' writes reach it as signals, issue #24). */
export interface ResponseCacheStore {
  get(key: string): CachedReply | undefined;
  set(key: string, reply: CachedReply, tags: readonly CacheTag[]): void;
  /** Drops every reply with one of these tags; 'all' drops everything. */
  invalidate(tags: readonly CacheTag[] | 'all'): void;
  /** Changes whenever one of these tags is invalidated: a read compares it before and after. */
  version(tags: readonly CacheTag[]): number;
}

const replySize = (reply: CachedReply) => reply.body.length + (reply.gzip?.length ?? 0);

/** A bounded map, oldest first out; an index from tag to keys makes invalidation cheap. */
export class MemoryResponseCache implements ResponseCacheStore {
  private readonly entries = new Map<string, { reply: CachedReply; tags: readonly CacheTag[] }>();
  private readonly byTag = new Map<CacheTag, Set<string>>();
  private readonly generations = new Map<CacheTag, number>();
  private everything = 0;

  constructor(
    private readonly maxEntries = 5000,
    private readonly maxBytes = 64 * 1024 * 1024,
  ) {}

  private bytes = 0;

  get(key: string): CachedReply | undefined {
    return this.entries.get(key)?.reply;
  }

  set(key: string, reply: CachedReply, tags: readonly CacheTag[]): void {
    this.delete(key);
    while (this.entries.size >= this.maxEntries || (this.bytes + replySize(reply) > this.maxBytes && this.entries.size > 0)) {
      this.delete(this.entries.keys().next().value!);
    }
    this.entries.set(key, { reply, tags });
    this.bytes += replySize(reply);
    for (const tag of tags) {
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= replySize(entry.reply);
    for (const tag of entry.tags) this.byTag.get(tag)?.delete(key);
  }

  invalidate(tags: readonly CacheTag[] | 'all'): void {
    if (tags === 'all') {
      this.everything++;
      this.entries.clear();
      this.byTag.clear();
      this.bytes = 0;
      return;
    }
    for (const tag of tags) {
      this.generations.set(tag, (this.generations.get(tag) ?? 0) + 1);
      for (const key of [...(this.byTag.get(tag) ?? [])]) this.delete(key);
    }
  }

  version(tags: readonly CacheTag[]): number {
    let v = this.everything;
    for (const tag of tags) v += this.generations.get(tag) ?? 0;
    return v;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Issue #18: clear public replies after a write that does not come through a request (jobs), on every instance. */
    responseCache: { invalidate(tags: readonly CacheTag[] | 'all'): Promise<void> };
  }
}

/** The reply header tests and operators can read: hit, stale (served while a refresh runs), shared (a refusal computed for a request it waited on) or miss. */
export const CACHE_STATUS_HEADER = 'x-response-cache';
/** Marks the plugin's own refresh request (with a secret made per process, so no caller can pose as one). */
const REFRESH_HEADER = 'x-response-cache-refresh';

/** What a computing request hands the requests waiting on its key: a success (stored) or a refusal (not stored); null to compute their own. */
type Outcome = { reply: CachedReply; refusal: boolean } | null;

interface Pass {
  key: string;
  tags: readonly CacheTag[];
  version: number;
  /** Set for the one request that computes a missing key; the others wait on it. */
  done?: (outcome: Outcome) => void;
}

const passes = new WeakMap<FastifyRequest, Pass>();
const SUCCESS_PREFIX = '{"retcode":1,';
const REFUSAL_PREFIX = '{"retcode":0,';
const WAIT_LIMIT_MS = 10_000;

const GZIP_FROM_BYTES = 1024;
const gzipAsync = promisify(gzip);

/** Whether Accept-Encoding lists gzip (or *) without q=0, as every browser's does. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    return !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
  });
}

function send(reply: FastifyReply, request: FastifyRequest, cached: CachedReply, status: 'hit' | 'stale' | 'shared'): FastifyReply {
  const zipped = cached.gzip && acceptsGzip(request.headers['accept-encoding']) ? cached.gzip : undefined;
  // Each representation has its own strong ETag.
  const etag = zipped ? `${cached.etag.slice(0, -1)}-gz"` : cached.etag;
  reply.header(CACHE_STATUS_HEADER, status).header('etag', etag).header('cache-control', 'no-cache').header('vary', 'Token, Accept-Encoding');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  if (zipped) reply.header('content-encoding', 'gzip');
  return reply.type(cached.contentType).send(zipped ?? cached.body);
}

export default fp<{ clock: Clock; store?: ResponseCacheStore; signals?: InstanceSignals }>(
  async (app, opts) => {
    const ttl = app.config.responseCacheTtlMs;
    const store = opts.store ?? new MemoryResponseCache();
    const { clock } = opts;
    const shared = shareInvalidations(store, opts.signals ?? ONE_PROCESS_SIGNALS, app.log);
    app.addHook('onClose', async () => shared.close());
    app.decorate('responseCache', { invalidate: (tags: readonly CacheTag[] | 'all') => shared.invalidate(tags) });

    app.addHook('onRoute', (route) => {
      if (!(route.url in CACHED_READS)) return;
      if (route.config?.auth || route.config?.ownerScoped) {
        throw new Error(`response cache: ${route.url} needs a session or is owner-scoped and must not be cached`);
      }
    });

    /** Keys being computed: concurrent misses wait for the first instead of running the same query. */
    const computing = new Map<string, Promise<Outcome>>();
    /** Keys past their TTL that a background request is refreshing. */
    const refreshing = new Set<string>();
    const refreshSecret = randomBytes(16).toString('hex');
    const refresh = (key: string) => {
      refreshing.add(key);
      app
        .inject({ method: 'GET', url: key, headers: { [REFRESH_HEADER]: refreshSecret } })
        .catch((err: unknown) => app.log.warn({ err, key }, 'response cache: background refresh failed'))
        .finally(() => refreshing.delete(key));
    };

    app.addHook('onRequest', async (request, reply) => {
      if (ttl === 0 || request.method !== 'GET' || request.headers.token !== undefined || !shared.usable()) return;
      const tags = CACHED_READS[request.routeOptions.url ?? ''];
      if (!tags) return;
      const key = request.url;
      if (request.headers[REFRESH_HEADER] === refreshSecret) {
        passes.set(request, { key, tags, version: store.version(tags) });
        return;
      }
      const now = clock.now();
      let cached = store.get(key);
      // Served stale only just past its TTL: an old entry nobody asked for in a while is computed afresh.
      if (cached && now - cached.storedAt >= 2 * ttl) cached = undefined;
      if (cached && now - cached.storedAt < ttl) return send(reply, request, cached, 'hit');
      if (cached) {
        if (!refreshing.has(key)) refresh(key);
        return send(reply, request, cached, 'stale');
      }
      const pass: Pass = { key, tags, version: store.version(tags) };
      const pending = computing.get(key);
      if (pending) {
        const first = await pending;
        // A refusal ("报告不存在") is the same answer for everyone who asked at once: not stored, but
        // not asked of the database again by each waiter either (a probe of one unknown code at 100
        // connections doubled every waiter's latency).
        if (first) return send(reply, request, first.reply, first.refusal ? 'shared' : 'hit');
        // The first request's reply was neither stored nor a refusal (an error, an abort): compute our own.
      } else {
        let done!: (r: Outcome) => void;
        const promise = new Promise<Outcome>((resolve) => (done = resolve));
        computing.set(key, promise);
        const timer = setTimeout(() => done(null), WAIT_LIMIT_MS);
        timer.unref();
        pass.done = (r) => {
          clearTimeout(timer);
          if (computing.get(key) === promise) computing.delete(key);
          done(r);
        };
      }
      passes.set(request, pass);
    });

    const finish = (request: FastifyRequest, outcome: Outcome) => {
      const pass = passes.get(request);
      if (!pass) return;
      passes.delete(request);
      pass.done?.(outcome);
    };

    app.addHook('onSend', async (request, reply, payload) => {
      if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') {
        const pass = passes.get(request);
        if (!pass) return payload;
        let stored: CachedReply | null = null;
        if (reply.statusCode === 200 && typeof payload === 'string' && payload.startsWith(SUCCESS_PREFIX)) {
          const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
          const body = Buffer.from(payload);
          // Compressed on libuv's threads, once per stored reply; every hit then sends the small copy.
          const zipped = body.length >= GZIP_FROM_BYTES ? await gzipAsync(body) : undefined;
          const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
          stored = { body, ...(zipped ? { gzip: zipped } : {}), contentType, etag, storedAt: clock.now() };
          // A write invalidated these tags while we read: our rows may predate it, so do not keep them.
          if (store.version(pass.tags) === pass.version && shared.usable()) store.set(pass.key, stored, pass.tags);
          reply.header('etag', stored.etag).header('cache-control', 'no-cache').header('vary', 'Token, Accept-Encoding').header(CACHE_STATUS_HEADER, 'miss');
        }
        if (stored) finish(request, { reply: stored, refusal: false });
        else if (reply.statusCode === 200 && typeof payload === 'string' && payload.startsWith(REFUSAL_PREFIX)) {
          const body = Buffer.from(payload);
          const refusal = { body, contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'), etag: `"${createHash('sha1').update(body).digest('base64url')}"`, storedAt: clock.now() };
          finish(request, { reply: refusal, refusal: true });
        } else finish(request, null);
        if (stored && request.headers['if-none-match'] === stored.etag) {
          reply.code(304);
          return '';
        }
        return payload;
      }
      // A write: before its reply leaves, so the caller's next read sees it, here and on the other instances.
      const url = request.routeOptions.url;
      if (url) await shared.invalidate(WRITE_INVALIDATES[url] ?? 'all');
      return payload;
    });

    // A request that never reached onSend (aborted) must not leave others waiting.
    app.addHook('onResponse', async (request) => finish(request, null));
    app.addHook('onRequestAbort', async (request) => finish(request, null));
  },
  { name: 'response-cache', dependencies: ['config'] },
);
