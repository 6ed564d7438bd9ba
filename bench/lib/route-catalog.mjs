// The server's own list of routes (app.routeCatalog), read by building the app once in-process.
import { importTs } from './server-modules.mjs';

/**
 * @returns {Promise<{ method: string, url: string, ownerScoped: boolean, signedIn: boolean, api: boolean }[]>}
 *   signedIn: the route needs a session (`auth` in its config): not a public read.
 *   one entry per method and url; HEAD routes Fastify adds by itself are left out.
 */
export async function readRouteCatalog({ dataDir, databaseUrl }) {
  const { buildApp } = await importTs('apps/server/src/app.ts');
  const { loadConfig } = await importTs('apps/server/src/config.ts');
  const { isApiPath } = await importTs('packages/shared/src/index.ts');
  // A production start needs its deployment settings (issue #24); none of them changes which routes exist.
  const env = { NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SEED_DEMO: 'false', PUBLIC_BASE_URL: 'http://127.0.0.1', FILE_LINK_SECRET: 'bench-file-link-secret-of-32-bytes!', KNOWLEDGE_TICKET_SECRET: 'bench-knowledge-ticket-secret-32-byte', TRUST_PROXY: 'false' };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const app = await buildApp({ config: loadConfig(env) });
  try {
    await app.ready();
    const routes = [];
    for (const route of app.routeCatalog) {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method === 'HEAD') continue;
        routes.push({ method, url: route.url, ownerScoped: route.config?.ownerScoped === true, signedIn: Boolean(route.config?.auth), api: isApiPath(route.url) });
      }
    }
    return routes;
  } finally {
    await app.close();
  }
}
