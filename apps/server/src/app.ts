import './lib/route-config';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/database';
import { type Clock, systemClock } from './lib/clock';
import { trustProxyOption } from './lib/trust-proxy';
import accountRoutes from './modules/accounts/routes';
import signOnRoutes from './modules/accounts/sign-on-routes';
import fileRoutes from './modules/files/routes';
import uploadSweepTimer from './modules/files/sweep-timer';
import contentRoutes from './modules/content/routes';
import institutionRoutes from './modules/institutions/routes';
import collectRoutes from './modules/collect/routes';
import lookupRoutes from './modules/lookup/routes';
import catalogueRoutes from './modules/catalogue/routes';
import orderRoutes from './modules/orders/routes';
import institutionOrderRoutes from './modules/orders/institution-routes';
import packageRoutes from './modules/packages/routes';
import qualityInfoRoutes from './modules/quality-info/routes';
import consoleRoutes from './modules/operators/routes';
import productRoutes from './modules/products/routes';
import supplierRoutes from './modules/suppliers/routes';
import achievementRoutes from './modules/achievements/routes';
import adminRoutes from './modules/admin/routes';
import auditLogRoutes from './modules/audit/log-routes';
import reportRoutes from './modules/reports/routes';
import institutionAdminRoutes from './modules/institution-admin/routes';
import adminContentRoutes from './modules/admin-content/routes';
import adminInfoRoutes from './modules/admin-info/routes';
import adminLookupRoutes from './modules/admin-lookup/routes';
import secondFactorRoutes from './modules/second-factor/routes';
import { type Services, createServices } from './modules/wiring';
import dictionaryRoutes from './modules/dictionary/routes';
import healthRoutes from './modules/health/routes';
import configPlugin from './plugins/config';
import dbPlugin from './plugins/db';
import authPlugin from './plugins/auth';
import envelopePlugin from './plugins/envelope';
import responseCache from './plugins/response-cache';
import securityHeaders from './plugins/security-headers';
import webApp from './plugins/web-app';
import { createPageHints } from './modules/content/page-hints';
import auditRetentionJob from './modules/audit/retention-job';
import { outboxPurgeJob } from './modules/verification/outbox-purge';

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
    logger: {
      level: config.logLevel,
      redact: ['req.headers.token', 'req.headers.cookie', 'req.headers.authorization'],
      ...(logStream ? { stream: logStream } : {}),
    },
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
  await app.register(dbPlugin, database ? { handle: database } : {});
  await app.register(envelopePlugin);
  await app.register(securityHeaders);
  app.decorate('services', createServices({ db: app.db, config, log: app.log, clock }));
  await app.register(authPlugin);
  await app.register(responseCache, { clock });
  await app.register(auditRetentionJob);
  await app.register(outboxPurgeJob);

  await app.register(healthRoutes);
  await app.register(dictionaryRoutes);
  await app.register(accountRoutes);
  await app.register(signOnRoutes);
  await app.register(fileRoutes);
  await app.register(uploadSweepTimer);
  await app.register(contentRoutes);
  await app.register(institutionRoutes);
  await app.register(collectRoutes);
  await app.register(lookupRoutes);
  await app.register(catalogueRoutes);
  await app.register(orderRoutes);
  await app.register(institutionOrderRoutes);
  await app.register(packageRoutes);
  await app.register(qualityInfoRoutes);
  await app.register(consoleRoutes);
  await app.register(productRoutes);
  await app.register(supplierRoutes);
  await app.register(achievementRoutes);
  await app.register(adminRoutes);
  await app.register(auditLogRoutes);
  await app.register(reportRoutes);
  await app.register(institutionAdminRoutes);
  await app.register(adminContentRoutes);
  await app.register(adminInfoRoutes);
  await app.register(adminLookupRoutes);
  await app.register(secondFactorRoutes);
  await app.register(webApp, { pageHints: createPageHints(app.services.info) });
  return app;
}
