import './lib/route-config';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/database';
import { type Clock, systemClock } from './lib/clock';
import { trustProxyOption } from './lib/trust-proxy';
import uploadSweepTimer from './modules/files/sweep-timer';
import { MODULE_ROUTES } from './modules/routes';
import { type ChangeFeed, createMemoryFeed } from './modules/live/feed';
import { createPostgresFeed } from './modules/live/pg-feed';
import { openListenClient } from './db/database';
import { ONE_PROCESS_SIGNALS } from './lib/instance-signals';
import { type Services, createServices } from './modules/wiring';
import configPlugin from './plugins/config';
import dbPlugin from './plugins/db';
import authPlugin from './plugins/auth';
import envelopePlugin from './plugins/envelope';
import metricsPlugin from './plugins/metrics';
import requestIdPlugin, { loggingOptions } from './plugins/request-log';
import responseCache from './plugins/response-cache';
import securityHeaders from './plugins/security-headers';
import webApp from './plugins/web-app';
import { createPageHints } from './modules/content/page-hints';
import auditRetentionJob from './modules/audit/retention-job';
import { outboxPurgeJob } from './modules/verification/outbox-purge';
import noticeSmsJob from './modules/notifications/sms-worker-job';
import refundWorkerJob from './modules/payments/refund-worker-job';
import subscriptionRetryJob from './modules/orders/subscription-retry-job';

/** How long a start waits for the LISTEN connection (issue #24). */
const LISTEN_WAIT_MS = 5_000;

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    /** Every route the app registered, with its schema and config: the quality gates read it. */
    routeCatalog: readonly RouteOptions[];
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  /** A database a test opened itself; otherwise the app opens the configured one and closes it. */
  database?: DatabaseHandle;
  /** Tests move time forward instead of waiting. */
  clock?: Clock;
  /** Where log lines go (default stdout); tests read them to prove no secret is logged. */
  logStream?: NodeJS.WritableStream;
}

/** Used by server.ts and by every test: external plugins, then app plugins, then routes. */
export async function buildApp({ config, database, clock = systemClock, logStream }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Issue #24: one JSON line per request, with the proxy's request id (plugins/request-log.ts).
    ...loggingOptions(config, logStream),
    bodyLimit: 1024 * 1024,
    // Off unless configured: a forged X-Forwarded-For must not pick the address limits and the audit log see.
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
  });

  const routeCatalog: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routeCatalog.push(route);
  });
  app.decorate('routeCatalog', routeCatalog);

  await app.register(configPlugin, { config });
  await app.register(requestIdPlugin);
  await app.register(dbPlugin, database ? { handle: database } : {});
  await app.register(envelopePlugin);
  await app.register(securityHeaders);
  // Issue #22: SQLite is one process and keeps the change feed in memory; on PostgreSQL several
  // instances share it through LISTEN/NOTIFY (one LISTEN connection per instance).
  // Issue #24: the same LISTEN connection carries the instances' signals to each other (cache invalidation).
  const databaseUrl = app.dbEngine === 'postgres' ? config.databaseUrl : undefined;
  const pgFeed = databaseUrl ? createPostgresFeed({ db: app.db, openClient: () => openListenClient(databaseUrl), log: app.log }) : null;
  const changes: ChangeFeed = pgFeed ?? createMemoryFeed();
  const signals = pgFeed?.signals ?? ONE_PROCESS_SIGNALS;
  app.addHook('onClose', async () => changes.close());
  // An instance hears the others from its first request on (until then its reply cache stands aside); a LISTEN that
  // does not come up within seconds delays nothing more — it keeps retrying, and the cache waits for it.
  if (pgFeed) app.addHook('onReady', async () => Promise.race([pgFeed.listening(), new Promise<void>((resolve) => setTimeout(resolve, LISTEN_WAIT_MS).unref())]));
  app.decorate('services', createServices({ db: app.db, config, log: app.log, clock, changes }));
  // Open live streams never end by themselves: close them before the server waits for its requests to finish.
  app.addHook('preClose', async () => app.services.live.close());
  await app.register(authPlugin);
  // Issue #24: off unless METRICS_TOKEN or METRICS_PORT is set; then every request below is counted.
  await app.register(metricsPlugin);
  await app.register(responseCache, { clock, signals });
  await app.register(auditRetentionJob);
  await app.register(outboxPurgeJob);
  await app.register(uploadSweepTimer);
  await app.register(noticeSmsJob);
  await app.register(refundWorkerJob);
  await app.register(subscriptionRetryJob);

  for (const routes of MODULE_ROUTES) await app.register(routes);
  await app.register(webApp, { pageHints: createPageHints(app.services.info) });
  return app;
}
