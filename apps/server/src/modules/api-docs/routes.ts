import fs from 'node:fs';
import path from 'node:path';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';
import { buildApiDocument } from './document';

/** The reference page; the OpenAPI document is at `${API_DOCS_PATH}/json` (and `/yaml`). */
export const API_DOCS_PATH = '/api/docs';

/**
 * Issue #24: the API documentation for the other sub-platforms, when API_DOCS is on (the default
 * outside production). The document is ours (document.ts, from the route catalogue and the routes'
 * zod schemas), handed to @fastify/swagger in static mode; @fastify/swagger-ui serves it with the
 * swagger-ui assets from node_modules — nothing from a CDN. The page runs under the portal's own
 * Content-Security-Policy (its scripts and styles are files of this origin), and its validator
 * badge, which would call validator.swagger.io, is off.
 */
const apiDocsRoutes: FastifyPluginAsync = async (app) => {
  if (!app.config.apiDocs) return;
  // Every route of this plugin is the documentation's, not the API's: the gates that call each call skip it.
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, apiDocs: true };
  });

  // Built on the first request, once every route is registered; the same for the life of the process.
  const document: Record<string, unknown> = {};
  const ensureBuilt = async () => {
    if (!('openapi' in document)) Object.assign(document, buildApiDocument(app.routeCatalog));
  };
  // The portal's mark in the page's top bar when the web app is built (else swagger-ui's default), linking to the portal.
  const mark = path.join(app.config.webDist, 'favicon.svg');
  const logo = fs.existsSync(mark) ? { type: 'image/svg+xml', content: fs.readFileSync(mark), href: '/' } : undefined;
  await app.register(fastifySwagger, { mode: 'static', specification: { document: document as never } });
  await app.register(fastifySwaggerUi, {
    routePrefix: API_DOCS_PATH,
    uiHooks: { onRequest: ensureBuilt },
    uiConfig: { docExpansion: 'none', filter: true, deepLinking: true, tryItOutEnabled: false, defaultModelsExpandDepth: -1 },
    validatorUrl: false,
    theme: { title: '中药质量检测服务平台 接口文档' },
    logo,
  });
};
export default apiDocsRoutes;
