import crypto from 'node:crypto';
import http from 'node:http';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { metricsEnabled } from '../config-metrics';
import { routeOf } from '../lib/route-of';
import { imageWorkLoad } from '../modules/files/images';
import { type PortalMetrics, createPortalMetrics } from './metrics-families';

/**
 * Issue #24: `/metrics` in Prometheus's text format, never open to visitors. With METRICS_TOKEN it
 * is a route of the public port that answers only `Authorization: Bearer <token>` (compared in
 * constant time) and gives anyone else exactly what a path that does not exist gives — so its
 * existence is not told either. With METRICS_PORT it is served by a small server of its own on
 * METRICS_HOST (127.0.0.1 by default), which nginx never reaches. Neither set: no route, no port,
 * nothing collected (config-metrics.ts).
 */
export const METRICS_PATH = '/metrics';

/** The label of a route: each file of the web build is a route of its own, counted together. */
export const STATIC_FILE_ROUTE = '(static file)';
const FILE_ROUTE = /\/[^/:*]+\.[A-Za-z0-9]+$/;
const metricsRoute = (route: string) => (FILE_ROUTE.test(route) && !route.startsWith('/api/') ? STATIC_FILE_ROUTE : route);

const digest = (text: string) => crypto.createHash('sha256').update(text).digest();

/** Whether an Authorization header carries the token; the digests have one length, so the comparison takes one time. */
function bearerMatches(header: string | undefined, expected: Buffer): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return !!match && crypto.timingSafeEqual(digest(match[1]!), expected);
}

/** The body's size of a multipart request (an upload or import), or null for any other. */
function uploadBytes(request: FastifyRequest): number | null {
  if (!request.headers['content-type']?.toLowerCase().startsWith('multipart/')) return null;
  const n = Number(request.headers['content-length']);
  return Number.isFinite(n) && n > 0 ? n : null;
}

/** The separate port's server: GET /metrics (and the token, when one is set), 404 for anything else. */
function metricsServer(metrics: PortalMetrics, expected: Buffer | null, onError: (err: unknown) => void): http.Server {
  return http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    const allowed = (req.method === 'GET' || req.method === 'HEAD') && path === METRICS_PATH && (!expected || bearerMatches(req.headers.authorization, expected));
    if (!allowed) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not Found\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' }).end(req.method === 'HEAD' ? undefined : text),
      (err: unknown) => {
        onError(err);
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('metrics unavailable\n');
      },
    );
  });
}

export default fp(
  async (app) => {
    const settings = app.config.metrics;
    if (!metricsEnabled(settings)) return;
    const metrics = createPortalMetrics({
      engine: app.dbEngine,
      pool: () => app.dbInstruments.pool(),
      queues: () => ({ ocr: app.services.ocr.load, image: imageWorkLoad() }),
      smsBacklog: () => app.services.noticeSms.backlog(),
      log: app.log,
    });

    app.dbInstruments.onQuery = (timing) => metrics.query(timing);
    app.addHook('onClose', async () => {
      app.dbInstruments.onQuery = null;
    });

    app.addHook('onResponse', async (request, reply) => {
      const labels = { method: request.method, route: metricsRoute(routeOf(request)), status: String(reply.statusCode) };
      metrics.request(labels, request.routeOptions.config?.stream ? null : reply.elapsedTime / 1000, uploadBytes(request));
    });

    const expected = settings.token ? digest(settings.token) : null;
    if (expected) {
      app.get(METRICS_PATH, async (request, reply) => {
        if (!bearerMatches(request.headers.authorization, expected)) return reply.callNotFound();
        return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(await metrics.registry.metrics());
      });
      app.log.info(`metrics: ${METRICS_PATH} on the public port, to the bearer of METRICS_TOKEN`);
    }

    if (settings.port !== undefined) {
      const { port, host } = settings;
      const server = metricsServer(metrics, expected, (err) => app.log.error({ err }, 'metrics: collecting failed'));
      app.addHook('onReady', async () => {
        await new Promise<void>((resolve, reject) => {
          server.once('error', reject);
          server.listen(port, host, () => {
            server.off('error', reject);
            resolve();
          });
        });
        app.log.info({ host, port }, `metrics: http://${host}:${port}${METRICS_PATH}`);
      });
      app.addHook('onClose', async () => {
        if (!server.listening) return;
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        // A scraper keeps its connection open between scrapes.
        server.closeAllConnections();
        await closed;
      });
    }
  },
  { name: 'metrics', dependencies: ['config', 'db'] },
);
