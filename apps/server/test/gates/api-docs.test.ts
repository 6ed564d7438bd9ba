import { RETCODE } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { DOC_DOMAINS } from '../../src/modules/api-docs/summaries';
import { CONTENT_SECURITY_POLICY } from '../../src/plugins/security-headers';
import { type CallableRoute, callableRoutes, fieldNames } from '../helpers/routes';
import { PRODUCTION_SETTINGS } from '../helpers/server-process';
import { type TestApp, createTestApp, testEngine } from '../helpers/test-app';

const CJK = /[\u4e00-\u9fff]/;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Every call §7 of the spec lists, as the server registers it. */
const SPEC_CALLS = [
  ...['findArticleCategory', 'queryArticleCategory'].map((n) => `GET /articleCategory/${n}`),
  'GET /productCategory/getProductCategory',
  ...['addPublishProduct', 'editPublishProduct', 'changePublishProduct', 'recommendProduct'].map((n) => `POST /publishProduct/${n}`),
  ...['deletePublishProduct', 'findMyProduct', 'findMyRecommendProduct', 'getPublishProduct', 'findMallProduct'].map((n) => `GET /publishProduct/${n}`),
  'GET /sysMember/getPremiumMember',
  'GET /sysMember/getRecommendSupplier',
  'GET /techAchievement/findTechAchievement',
  'GET /techAchievement/getTechAchievement',
  'POST /techTalk/addTechTalk',
  'GET /sysDictData/getValue',
  ...[
    'advertInfo/findAdvertInfo', 'testItem/findTestItem', 'testItem/getTestItemList', 'serviceCategory/findServiceCategory', 'serviceCategory/queryServiceCategory',
    'serviceCategory/getTestBasis', 'articleInfo/findArticleInfo', 'articleInfo/queryArticleInfo', 'articleInfo/getArticleInfo', 'articleInfo/findSearchBox',
    'qualityControlStandard/getQualityControlStandard', 'qualityControlStandard/queryQualityControlStandard', 'categoryInfo/getCategoryInfo', 'categoryInfo/findCategoryInfo',
    'sysMember/getMemberDetail', 'testService/queryTestService', 'settleCompany/findSettleCompany', 'settleCompany/judgeUnifyCode', 'settleCompany/getSettleCompany',
    'settleCompany/queryHighCompany', 'settleCompany/querySettleCompany', 'newsRecord/findNewsRecord', 'testVarietyLibrary/getTestVarietyLibraryList',
    'testTraitLibrary/getTestTraitLibraryList', 'orderInfo/queryOrderInfo', 'orderInfo/getOrder', 'orderInfo/getRealTimeLogistics', 'orderInfo/getPayAmount',
    'orderInfo/queryMyReport', 'orderInfo/queryNewOrder', 'orderEvaluation/queryCompanyEvaluation', 'myCollect/findMyCollect', 'myCollect/cacelMyCollect',
    'myCollect/deleteMyCollect', 'myTestService/findMyTestService', 'myTestService/deleteMyTestService', 'myTestService/getMyTestService', 'sysProtocol/getProtocol',
    'sysDictData/getDatas', 'sysDictData/getValue', 'sysDictData/findDictData', 'mobileIsExist', 'ocrBusinessLicense', 'pubsInformation/queryInformation',
    'pubsInformation/getInformation', 'third/silenceLogin', 'staticData/queryQualityStaticData',
  ].map((p) => `GET /api/${p}`),
  ...[
    'settleCompany/addSettleCompany', 'settleCompany/queryProvideCompany', 'qualityInfo/addQualityInfo', 'orderInfo/placeOrder', 'orderInfo/payOrder',
    'orderInfo/cancelOrder', 'orderInfo/sendOutGoods', 'orderEvaluation/addOrderEvaluation', 'myCollect/addMyCollect', 'myTestService/addMyTestService',
    'myTestService/editMyTestService', 'third/knowledgeJumpLink', 'uploadFile',
  ].map((p) => `POST /api/${p}`),
];

interface Operation {
  summary?: string;
  tags?: string[];
  parameters: { name: string; in: string; required: boolean }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, { format?: string }> } }> };
  security: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
}
interface ApiDocument {
  openapi: string;
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { properties?: Record<string, { enum?: number[] }> }>; securitySchemes: Record<string, { in: string; name: string }> };
}

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/**
 * Issue #24: the API documentation for the other sub-platforms. The document at /api/docs/json lists
 * every call the server registers, with a Chinese summary and tag, its parameters from its zod
 * schema, the envelope and the Token header; the page is served from this origin under the portal's
 * CSP; a production start serves neither unless API_DOCS=on.
 */
describe(`API documentation on ${testEngine}`, () => {
  let t: TestApp;
  let doc: ApiDocument;
  let calls: CallableRoute[];
  const op = (k: string): Operation | undefined => {
    const [method, url] = k.split(' ') as [string, string];
    return doc.paths[openApiPath(url)]?.[method.toLowerCase()];
  };

  beforeAll(async () => {
    t = await createTestApp();
    calls = callableRoutes(t.app.routeCatalog);
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    doc = res.json();
  });
  afterAll(async () => t.close());

  it('is OpenAPI 3.1 and knows the calls it checks', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(calls.length).toBeGreaterThan(240);
  });

  it('lists every registered call, and nothing else', () => {
    const missing = calls.filter((r) => !op(key(r))).map(key);
    expect(missing, 'registered but not in /api/docs/json').toEqual([]);
    const registered = new Set(calls.map((r) => `${r.method.toLowerCase()} ${openApiPath(r.url)}`));
    const documented = Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m} ${p}`));
    expect(documented.filter((d) => !registered.has(d))).toEqual([]);
  });

  it('gives every call a Chinese summary and a Chinese tag the document declares', () => {
    const tags = new Set(doc.tags.map((tag) => tag.name));
    for (const tag of doc.tags) expect(`${tag.name} ${tag.description}`, tag.name).toMatch(CJK);
    const unsummarised = calls.filter((r) => !CJK.test(op(key(r))?.summary ?? '')).map(key);
    expect(unsummarised, 'add a summary in apps/server/src/modules/api-docs/summaries/').toEqual([]);
    const untagged = calls.filter((r) => !(op(key(r))?.tags ?? []).every((tag) => tags.has(tag)) || !op(key(r))?.tags?.length).map(key);
    expect(untagged).toEqual([]);
  });

  it('has no summary for a call the server does not register, and none twice', () => {
    const registered = new Set(calls.map(key));
    const keys = DOC_DOMAINS.flatMap((d) => Object.keys(d.calls));
    expect(keys.filter((k) => !registered.has(k)), 'stale summaries').toEqual([]);
    expect(keys.length).toBe(new Set(keys).size);
  });

  it('lists every call of the spec’s §7', () => {
    expect(SPEC_CALLS.filter((k) => !op(k))).toEqual([]);
  });

  it('describes each call’s query parameters and JSON body from its zod schema', () => {
    for (const r of calls) {
      const o = op(key(r))!;
      const names = new Set(o.parameters.filter((p) => p.in === 'query').map((p) => p.name));
      for (const field of fieldNames(r.querystring)) expect(names.has(field), `${key(r)}: query ${field}`).toBe(true);
      const body = fieldNames(r.body);
      if (body.length > 0) expect(Object.keys(o.requestBody?.content['application/json']?.schema.properties ?? {}), key(r)).toEqual(expect.arrayContaining(body));
    }
    const getValue = op('GET /api/sysDictData/getValue')!.parameters;
    expect(getValue.filter((p) => p.required).map((p) => p.name).sort()).toEqual(['dictCode', 'dictType']);
  });

  it('answers the §7 envelope, and asks for the Token header exactly where the call needs a session', () => {
    expect(doc.components.schemas.Envelope!.properties!.retcode!.enum).toEqual([RETCODE.SUCCESS, RETCODE.FAILURE, RETCODE.LOGIN_EXPIRED]);
    expect(doc.components.securitySchemes.Token).toMatchObject({ in: 'header', name: 'Token' });
    expect(op('POST /api/orderInfo/placeOrder')!.responses['200']!.content!['application/json']!.schema).toEqual({ $ref: '#/components/schemas/Envelope' });
    for (const route of t.app.routeCatalog) {
      const auth = (route.config as { auth?: string } | undefined)?.auth;
      for (const method of [route.method].flat().filter((m) => m !== 'HEAD')) {
        const o = op(`${method} ${route.url}`);
        if (!o) continue;
        expect(o.security, `${method} ${route.url}`).toEqual(auth ? [{ Token: [] }] : []);
      }
    }
  });

  it('documents the uploads as multipart and the downloads as files', () => {
    for (const k of ['POST /api/uploadFile', 'POST /api/admin/monograph/import', 'POST /api/institutionOrder/importResults', 'POST /api/orderInfo/checkSampleSheet']) {
      expect(op(k)!.requestBody!.content['multipart/form-data']!.schema.properties!.file!.format, k).toBe('binary');
    }
    expect(Object.keys(op('POST /api/uploadFile')!.requestBody!.content['multipart/form-data']!.schema.properties!)).toEqual(['file', 'needWatermark', 'thumbImageFlag']);
    expect(op('POST /api/uploadFile')!.parameters.map((p) => p.name)).toContain('scene');
    for (const k of ['GET /api/orderInfo/exportOrderResults', 'GET /api/admin/audit/export', 'GET /api/admin/payment/reconciliation']) {
      expect(Object.keys(op(k)!.responses['200']!.content!), k).toEqual([XLSX, 'application/json']);
    }
    expect(op('GET /files/:key')!.parameters).toContainEqual(expect.objectContaining({ name: 'key', in: 'path', required: true }));
    expect(Object.keys(op('GET /api/live/stream')!.responses['200']!.content!)).toEqual(['text/event-stream']);
  });

  it('serves the reference page and its assets from this origin, under the portal’s Content-Security-Policy', async () => {
    const page = await t.app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(page.body).toContain('中药质量检测服务平台 接口文档');
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map(([, url]) => url!);
    expect(assets.length).toBeGreaterThan(3);
    for (const url of assets) {
      expect(url, 'no asset from another origin').toMatch(/^\/api\/docs\//);
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-security-policy'], url).toBe(CONTENT_SECURITY_POLICY);
    }
    const init = await t.app.inject({ url: '/api/docs/static/swagger-initializer.js' });
    expect(init.body).toContain('validatorUrl: null');
  });
});

describe(`API documentation switched off (${testEngine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ apiDocs: false });
  });
  afterAll(async () => t.close());

  it('answers /api/docs and its document with the 404 envelope and registers none of their routes', async () => {
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/static/swagger-ui-bundle.js']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ retcode: RETCODE.FAILURE, data: null });
    }
    expect(t.app.routeCatalog.filter((r) => r.url.startsWith('/api/docs'))).toEqual([]);
  });
});

describe('API_DOCS', () => {
  const production = { ...PRODUCTION_SETTINGS, DATA_DIR: '/var/lib/tcm' };

  it('is off in production unless API_DOCS=on, and on elsewhere unless API_DOCS=off', () => {
    expect(loadConfig(production).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'on' }).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', API_DOCS: 'off' }).apiDocs).toBe(false);
  });

  it('refuses another value with a Chinese message', () => {
    expect(() => loadConfig({ NODE_ENV: 'development', API_DOCS: 'yes' })).toThrow('API_DOCS 须为 on 或 off');
  });
});
