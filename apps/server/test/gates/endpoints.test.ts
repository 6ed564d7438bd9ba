import fs from 'node:fs';
import * as shared from '@tcm/shared';
import type { Endpoint } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../helpers/test-app';

/**
 * Issue #19 §3: an endpoint is defined once. Every descriptor in @tcm/shared (the `…Calls` groups)
 * is a route the server registers with that method, and every /api route the server registers
 * comes from a descriptor (`route()`), except the calls that answer a file, a stream or another party's documented body rather than an envelope, and the multipart uploads.
 */
const NOT_JSON_CALLS = new Set([
  // Files, not envelopes.
  'GET /api/admin/audit/export',
  'GET /api/admin/monograph/importTemplate',
  'GET /api/orderInfo/exportOrderResults',
  'GET /api/institutionOrder/resultsTemplate',
  'GET /api/orderInfo/sampleSheetTemplate',
  'GET /api/orderInfo/exportQualityResults',
  // Issue #23: the operators' daily reconciliation of online payments (.xlsx).
  'GET /api/admin/payment/reconciliation',
  // Issue #22: the courier aggregator's push answers its documented body ({result, returnCode, message}).
  'POST /api/logistics/kuaidi100/callback',
  // Issue #23: the payment gateways' notifications answer their documented bodies ("success"/"fail"; 204/{code, message}).
  'POST /api/payments/alipay/notify',
  'POST /api/payments/wechat/notify',
  // Issue #22: a Server-Sent Events stream (its path is LIVE_STREAM_PATH in @tcm/shared).
  'GET /api/live/stream',
  // Multipart uploads (the web's request.upload), their paths typed by paths.generated.ts.
  'POST /api/uploadFile',
  'POST /api/admin/monograph/import',
  'POST /api/institutionOrder/importResults',
  'POST /api/orderInfo/checkSampleSheet',
]);

function isEndpoint(value: unknown): value is Endpoint {
  const v = value as Partial<Endpoint> | null;
  return typeof v === 'object' && v !== null && (v.method === 'GET' || v.method === 'POST') && typeof v.path === 'string';
}

/** Every descriptor @tcm/shared exports, as `METHOD path`, with the group and name that define it. */
function descriptors(): Map<string, string> {
  const out = new Map<string, string>();
  for (const [group, value] of Object.entries(shared)) {
    if (!group.endsWith('Calls') || typeof value !== 'object' || value === null) continue;
    for (const [name, endpoint] of Object.entries(value)) {
      if (!isEndpoint(endpoint)) continue;
      const key = `${endpoint.method} ${endpoint.path}`;
      expect(out.has(key), `${key} is defined twice (${out.get(key)} and ${group}.${name})`).toBe(false);
      out.set(key, `${group}.${name}`);
    }
  }
  return out;
}

describe('endpoint descriptors and the routes the server registers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const registered = () =>
    t.app.routeCatalog.flatMap((r) =>
      (Array.isArray(r.method) ? r.method : [r.method])
        .filter((method) => method !== 'HEAD')
        .map((method) => ({
        key: `${method} ${r.url}`,
        fromEndpoint: Boolean((r.config as { fromEndpoint?: boolean } | undefined)?.fromEndpoint),
        // Issue #24: the API documentation's page, assets and OpenAPI document are not calls (test/gates/api-docs.test.ts).
        apiDocs: Boolean((r.config as { apiDocs?: boolean } | undefined)?.apiDocs),
      })),
    );

  it('every descriptor is a registered route, registered from that descriptor', () => {
    const routes = new Map(registered().map((r) => [r.key, r.fromEndpoint]));
    const defined = descriptors();
    expect(defined.size).toBeGreaterThan(0);
    for (const [key, name] of defined) expect(routes.get(key), `${name}: ${key}`).toBe(true);
  });

  it('every /api route is registered from a descriptor, but the file downloads and uploads', () => {
    const raw = registered()
      .filter((r) => r.key.includes(' /api/') && !r.fromEndpoint && !r.apiDocs && !NOT_JSON_CALLS.has(r.key))
      .map((r) => r.key);
    expect(raw).toEqual([]);
  });
});

/**
 * A descriptor is two strings at run time, so a web page that calls it carries no zod (apps/web's
 * vite.chunks.ts keeps zod out of the pages' first load): its schemas and answers are named through
 * type-only imports; the one value it imports is the descriptor builder.
 */
describe('endpoint descriptor files', () => {
  const folder = new URL('../../../../packages/shared/src/api/endpoints/', import.meta.url);
  const files = fs.readdirSync(folder).filter((f) => f.endsWith('.ts'));

  it.each(files)('%s imports schemas and types only as types', (file) => {
    const text = fs.readFileSync(new URL(file, folder), 'utf8');
    const imports = [...text.matchAll(/^import\s+(type\s+)?[^;]*?from\s+'([^']+)';/gms)];
    expect(imports.length).toBeGreaterThan(0);
    for (const [statement, typeOnly, from] of imports) {
      if (from === '../endpoint') continue;
      expect(typeOnly, statement).toBeTruthy();
    }
  });
});
