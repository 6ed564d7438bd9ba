import type { RouteOptions } from 'fastify';
import type { z } from 'zod';

export interface CallableRoute {
  method: string;
  url: string;
  querystring?: z.ZodType;
  body?: z.ZodType;
  ownerScoped: boolean;
}

/** The gateway's calls as registered (one row per method), without HEAD twins and static files. */
export function callableRoutes(catalog: readonly RouteOptions[]): CallableRoute[] {
  const out: CallableRoute[] = [];
  for (const r of catalog) {
    const methods = Array.isArray(r.method) ? r.method : [r.method];
    for (const method of methods) {
      if (method === 'HEAD' || r.url.includes('*')) continue;
      const schema = (r.schema ?? {}) as { querystring?: z.ZodType; body?: z.ZodType };
      const ownerScoped = Boolean((r.config as { ownerScoped?: unknown } | undefined)?.ownerScoped);
      out.push({ method, url: r.url, querystring: schema.querystring, body: schema.body, ownerScoped });
    }
  }
  return out;
}

/** Top-level field names a zod object schema declares (empty for anything else). */
export function fieldNames(schema: z.ZodType | undefined): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}
