import type { RouteOptions } from 'fastify';
import type { z } from 'zod';

export interface CallableRoute {
  method: string;
  url: string;
  querystring?: z.ZodType;
  body?: z.ZodType;
  ownerScoped: boolean;
  /** Issue #22: answers a stream that stays open (config.stream); app.inject would wait for it forever. */
  stream: boolean;
}

/**
 * The gateway's calls as registered (one row per method), without HEAD twins and static files, and
 * without the API documentation's own routes (config.apiDocs: its page, assets and OpenAPI document
 * answer HTML, scripts or the document, never an envelope; test/gates/api-docs.test.ts covers them).
 */
export function callableRoutes(catalog: readonly RouteOptions[]): CallableRoute[] {
  const out: CallableRoute[] = [];
  for (const r of catalog) {
    const methods = Array.isArray(r.method) ? r.method : [r.method];
    for (const method of methods) {
      if (method === 'HEAD' || r.url.includes('*')) continue;
      const schema = (r.schema ?? {}) as { querystring?: z.ZodType; body?: z.ZodType };
      const config = r.config as { ownerScoped?: unknown; stream?: unknown; apiDocs?: unknown } | undefined;
      if (config?.apiDocs) continue;
      out.push({ method, url: r.url, querystring: schema.querystring, body: schema.body, ownerScoped: Boolean(config?.ownerScoped), stream: Boolean(config?.stream) });
    }
  }
  return out;
}

/** Top-level field names a zod object schema declares (empty for anything else). */
export function fieldNames(schema: z.ZodType | undefined): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}
