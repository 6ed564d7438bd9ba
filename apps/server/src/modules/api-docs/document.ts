import path from 'node:path';
import { RETCODE, TOKEN_HEADER, isApiPath } from '@tcm/shared';
import type { RouteOptions } from 'fastify';
import type { z } from 'zod';
import { CALL_SHAPES, type CallShape, ENVELOPE_REF, type JsonSchema, type ResponseShape } from './call-shapes';
import { queryParameters, requestJsonSchema } from './json-schema';
import { API_INFO_DESCRIPTION } from './info';
import { DOC_DOMAINS, type DocDomain } from './summaries';

/** One call the document describes, as the route catalogue holds it. */
export interface DocumentedRoute {
  method: string;
  /** As registered: `/files/:key`. */
  url: string;
  querystring?: z.ZodType;
  body?: z.ZodType;
  auth?: 'member' | 'institution' | 'operator';
  ownerScoped: boolean;
}

/** `METHOD url`: how the summaries and the gates name a call. */
export const callKey = (r: { method: string; url: string }): string => `${r.method} ${r.url}`;

/**
 * The calls of the catalogue: one per method, without HEAD twins, wildcard routes, the
 * documentation's own routes, and the web app's files (a path with an extension outside the gateway).
 */
export function documentedRoutes(catalog: readonly RouteOptions[]): DocumentedRoute[] {
  const out: DocumentedRoute[] = [];
  for (const r of catalog) {
    const config = (r.config ?? {}) as { apiDocs?: boolean; auth?: DocumentedRoute['auth']; ownerScoped?: boolean };
    if (config.apiDocs || r.url.includes('*') || r.url === '/' || (!isApiPath(r.url) && path.posix.extname(r.url) !== '')) continue;
    const schema = (r.schema ?? {}) as { querystring?: z.ZodType; body?: z.ZodType };
    for (const method of [r.method].flat()) {
      if (method === 'HEAD') continue;
      out.push({ method, url: r.url, querystring: schema.querystring, body: schema.body, auth: config.auth, ownerScoped: Boolean(config.ownerScoped) });
    }
  }
  return out;
}

const WHO: Record<NonNullable<DocumentedRoute['auth']>, string> = {
  member: '需要登录：请求头 Token 携带会话。',
  institution: '需要登录，且须为检测机构人员：请求头 Token 携带会话。',
  operator: '需要登录，且须为平台运营人员、会话已通过二次验证：请求头 Token 携带会话。',
};

/** `/files/:key` → `/files/{key}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
const pathParameters = (url: string) => [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
/** `POST /api/orderInfo/placeOrder` → `post_api_orderInfo_placeOrder`: unique, and stable for deep links. */
const operationId = (r: DocumentedRoute) => `${r.method.toLowerCase()}${r.url.replace(/[^A-Za-z0-9]+/g, '_')}`;

function summaryIndex(domains: readonly DocDomain[]): Map<string, { tag: string; summary: string; description?: string }> {
  const index = new Map<string, { tag: string; summary: string; description?: string }>();
  for (const domain of domains) {
    for (const [key, text] of Object.entries(domain.calls)) {
      const [summary, description] = typeof text === 'string' ? [text] : text;
      index.set(key, { tag: domain.tag, summary, description });
    }
  }
  return index;
}

function operation(r: DocumentedRoute, text: { tag: string; summary: string; description?: string } | undefined, components: Record<string, JsonSchema>) {
  const shape: CallShape = CALL_SHAPES[callKey(r)] ?? {};
  const id = operationId(r);
  const query = r.querystring ? queryParameters(requestJsonSchema(r.querystring, `${id}_query`, components)) : [];
  const body = shape.request ?? (r.body ? { mime: 'application/json', schema: requestJsonSchema(r.body, `${id}_body`, components) } : undefined);
  const who = r.auth ? WHO[r.auth] : '无需登录。';
  const own = r.ownerScoped ? '只操作调用者本人（或本机构）的数据。' : '';
  return {
    operationId: id,
    ...(text ? { tags: [text.tag], summary: text.summary } : {}),
    description: [text?.description, `${who}${own}`].filter(Boolean).join('\n\n'),
    parameters: [...pathParameters(r.url), ...query],
    ...(body ? { requestBody: { required: true, content: { [body.mime]: { schema: body.schema } } } } : {}),
    ...(r.auth ? { security: [{ [TOKEN_HEADER]: [] }], 'x-auth': r.auth } : { security: [] }),
    responses: openApiResponses(shape.responses ?? ENVELOPE_ANSWER),
  };
}

const ENVELOPE_ANSWER: Record<string, ResponseShape> = {
  '200': { description: '信封：retcode 1 成功（data 为结果），0 失败（retmsg 为中文原因），401 登录过期', content: { 'application/json': ENVELOPE_REF } },
};

/** Each media type's schema under `schema`, as OpenAPI has it. */
function openApiResponses(responses: Record<string, ResponseShape>) {
  return Object.fromEntries(
    Object.entries(responses).map(([status, { description, content }]) => [
      status,
      { description, ...(content ? { content: Object.fromEntries(Object.entries(content).map(([mime, schema]) => [mime, { schema }])) } : {}) },
    ]),
  );
}

/**
 * The OpenAPI 3.1 document of every call the server registers, from the route catalogue: parameters
 * and bodies from the routes' zod schemas, the §7 envelope, the Token header where a session is
 * needed, and the Chinese summaries of summaries/. Answers what the catalogue holds — a route missing
 * a summary is still listed (untagged), so the gate names it.
 */
export function buildApiDocument(catalog: readonly RouteOptions[], domains: readonly DocDomain[] = DOC_DOMAINS) {
  const texts = summaryIndex(domains);
  const components: Record<string, JsonSchema> = {
    Envelope: {
      type: 'object',
      description: '§7 答复信封',
      required: ['retcode', 'retmsg', 'data'],
      properties: {
        retcode: { type: 'integer', enum: [RETCODE.SUCCESS, RETCODE.FAILURE, RETCODE.LOGIN_EXPIRED], description: '1 成功；0 失败（未改变任何数据）；401 登录过期，请重新登录' },
        retmsg: { type: 'string', description: '中文提示，可直接展示给用户' },
        data: { description: '成功时为结果；失败时一般为 null（批量导入失败时列出需修改的行）' },
      },
    },
  };
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of documentedRoutes(catalog)) {
    (paths[openApiPath(r.url)] ??= {})[r.method.toLowerCase()] = operation(r, texts.get(callKey(r)), components);
  }
  return {
    openapi: '3.1.0',
    info: { title: '中药质量检测服务平台 接口文档', version: '1.0', description: API_INFO_DESCRIPTION },
    tags: domains.map((d) => ({ name: d.tag, description: d.description })),
    paths,
    components: {
      schemas: components,
      securitySchemes: { [TOKEN_HEADER]: { type: 'apiKey', in: 'header', name: TOKEN_HEADER, description: '登录接口答复的会话 token' } },
    },
  };
}
