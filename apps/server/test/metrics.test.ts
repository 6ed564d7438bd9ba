import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { DEMO_PASSWORD } from '../src/db/seed/members';
import { multipartBody } from './helpers/multipart';
import { freePort } from './helpers/server-process';
import { tableFingerprints } from './helpers/table-fingerprints';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

/**
 * Issue #24: `/metrics` in Prometheus's text format — requests per route pattern and status,
 * database statement times, pool usage, event-loop lag, upload bytes, the OCR queue and the SMS
 * backlog — and never open to visitors: a bearer token on the public port (anyone else gets what
 * an unknown path gets), or a port of its own on 127.0.0.1.
 */
const TOKEN = 'metrics-token-of-the-test-0123456789abcdef';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The values of the samples `name{labels…} value` whose labels include these (in any order). */
function samples(text: string, name: string, labels: Record<string, string> = {}): number[] {
  const out: number[] = [];
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, k, v]) => [k, v]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) out.push(Number(m[3]));
  }
  return out;
}
const sample = (text: string, name: string, labels: Record<string, string> = {}): number | undefined => samples(text, name, labels)[0];
/** The sum over every other label (e.g. all statuses of a route). */
const total = (text: string, name: string, labels: Record<string, string>): number => samples(text, name, labels).reduce((a, b) => a + b, 0);

describe(`/metrics with a token on the public port and a port of its own, on ${testEngine}`, () => {
  let t: TestApp;
  let port: number;
  const scrape = async () => {
    const res = await t.app.inject({ url: '/metrics', headers: bearer(TOKEN) });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    port = await freePort();
    t = await createTestApp({ rateLimit: false, metrics: { token: TOKEN, port, host: '127.0.0.1' } });
  });
  afterAll(async () => t.close());

  it('answers without the right token exactly as a path that does not exist', async () => {
    const absent = await t.app.inject({ url: '/metricz' });
    for (const headers of [{}, bearer('wrong-token-of-the-same-kind-0123456789abcd'), bearer(`${TOKEN}x`), { authorization: `Basic ${TOKEN}` }, { authorization: TOKEN }]) {
      const res = await t.app.inject({ url: '/metrics', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(absent.statusCode);
      expect(res.body).toBe(absent.body);
      expect(res.headers['content-type']).toBe(absent.headers['content-type']);
    }
    expect(absent.statusCode).toBe(404);
  });

  it('serves the families in Prometheus text format to the token', async () => {
    await t.app.inject({ url: '/healthz' });
    const res = await t.app.inject({ url: '/metrics', headers: bearer(TOKEN) });
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body;
    for (const family of [
      'tcm_http_requests_total',
      'tcm_http_request_duration_seconds',
      'tcm_http_upload_bytes',
      'tcm_db_query_duration_seconds',
      'tcm_db_query_errors_total',
      'tcm_db_pool',
      'tcm_work_queue_jobs',
      'tcm_notification_sms_backlog',
      'nodejs_eventloop_lag_seconds',
      'process_resident_memory_bytes',
    ]) {
      expect(text, family).toContain(`# TYPE ${family} `);
    }
    expect(sample(text, 'tcm_db_query_duration_seconds_count', { engine: testEngine, kind: 'read' })).toBeGreaterThan(0);
    expect(sample(text, 'tcm_db_pool', { engine: testEngine, state: 'max' })).toBeGreaterThan(0);
    expect(sample(text, 'tcm_work_queue_jobs', { queue: 'ocr', state: 'waiting' })).toBe(0);
    expect(sample(text, 'tcm_work_queue_jobs', { queue: 'image', state: 'running' })).toBe(0);
    // Never SQL, never a value of a row.
    expect(text).not.toMatch(/select |insert into|sys_member/i);
  });

  it('counts a request under its route pattern and status, never its URL', async () => {
    const before = await scrape();
    const key = 'metrics-no-such-file-7f3a.png';
    await t.app.inject({ url: `/files/${key}?exp=1&sig=secret-of-a-link` });
    await t.app.inject({ url: `/files/${key}` });
    await t.app.inject({ url: '/no/such/path-9c2e' });
    const after = await scrape();
    const files = { method: 'GET', route: '/files/:key' };
    const fallback = { method: 'GET', route: '(fallback)', status: '404' };
    expect(total(after, 'tcm_http_requests_total', files) - total(before, 'tcm_http_requests_total', files)).toBe(2);
    expect(total(after, 'tcm_http_request_duration_seconds_count', files) - total(before, 'tcm_http_request_duration_seconds_count', files)).toBe(2);
    expect(total(after, 'tcm_http_requests_total', fallback) - total(before, 'tcm_http_requests_total', fallback)).toBe(1);
    for (const raw of [key, 'secret-of-a-link', 'path-9c2e']) expect(after).not.toContain(raw);
  });

  it('adds up the bytes of uploads by route', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { account: 'qiye01', password: DEMO_PASSWORD } });
    const image = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#88aa66' } }).png().toBuffer();
    const body = multipartBody([{ name: 'file', value: image, filename: 'sample.png', contentType: 'image/png' }]);
    const before = sample(await scrape(), 'tcm_http_upload_bytes_sum', { route: '/api/uploadFile' }) ?? 0;
    const res = await t.app.inject({ method: 'POST', url: '/api/uploadFile', headers: { token: login.json().data.accessToken, ...body.headers }, payload: body.payload });
    expect(res.json().retcode).toBe(1);
    expect(sample(await scrape(), 'tcm_http_upload_bytes_sum', { route: '/api/uploadFile' })).toBe(before + body.payload.length);
  });

  it('counts the notification SMS not yet sent when scraped', async () => {
    const member = await t.app.db.selectFrom('sys_member').select('id').where('user_account', '=', 'geren01').executeTakeFirstOrThrow();
    const base = sample(await scrape(), 'tcm_notification_sms_backlog')!;
    const row = (status: string) => ({ recipient_id: member.id, mobile: '13800000002', order_id: null, kind: 'reportIssued', content: '报告已出具', status, next_attempt_at: '2026-01-01T00:00:00.000Z', created_at: '2026-01-01T00:00:00.000Z' });
    await t.app.db.insertInto('notification_sms').values([row('pending'), row('sending'), row('sent'), row('failed')]).execute();
    expect(sample(await scrape(), 'tcm_notification_sms_backlog')).toBe(base + 2);
  });

  it('changes nothing by being scraped', async () => {
    const before = await tableFingerprints(t.app.db);
    await scrape();
    await scrape();
    expect(await tableFingerprints(t.app.db)).toEqual(before);
  });

  it('serves the same on its own port, to the token there too, and nothing else', async () => {
    const url = `http://127.0.0.1:${port}`;
    const res = await fetch(`${url}/metrics`, { headers: bearer(TOKEN) });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('# TYPE tcm_http_requests_total counter');
    expect((await fetch(`${url}/metrics`)).status).toBe(404);
    expect((await fetch(`${url}/healthz`, { headers: bearer(TOKEN) })).status).toBe(404);
    expect((await fetch(`${url}/metrics`, { method: 'POST', headers: bearer(TOKEN) })).status).toBe(404);
  });
});

describe(`/metrics configured otherwise, on ${testEngine}`, () => {
  it('with a port only: served there without a token, and not on the public port', async () => {
    const port = await freePort();
    const t = await createTestApp({ metrics: { token: undefined, port, host: '127.0.0.1' } });
    try {
      expect(t.app.routeCatalog.some((r) => r.url === '/metrics')).toBe(false);
      expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(404);
      expect(await (await fetch(`http://127.0.0.1:${port}/metrics`)).text()).toContain('tcm_db_query_duration_seconds');
    } finally {
      await t.close();
    }
    // Closed with the app: the port is free again.
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });

  it('with neither: no route, no port, no statement timing', async () => {
    const t = await createTestApp();
    try {
      expect(t.config.metrics).toEqual({ token: undefined, port: undefined, host: '127.0.0.1' });
      expect(t.app.routeCatalog.some((r) => r.url === '/metrics')).toBe(false);
      expect(t.app.dbInstruments.onQuery).toBeNull();
      expect((await t.app.inject({ url: '/metrics', headers: bearer(TOKEN) })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('metrics configuration', () => {
  const DEPLOYED = { PUBLIC_BASE_URL: 'https://tcmqc.example.cn', FILE_LINK_SECRET: 'f'.repeat(32), KNOWLEDGE_TICKET_SECRET: 'k'.repeat(32), TRUST_PROXY: '1', DATA_DIR: './data' };

  it('is off in a production start that does not ask for it', () => {
    expect(loadConfig(DEPLOYED).metrics).toEqual({ token: undefined, port: undefined, host: '127.0.0.1' });
  });

  it('reads the token and the port; the port listens on this machine unless told otherwise', () => {
    expect(loadConfig({ ...DEPLOYED, METRICS_TOKEN: TOKEN, METRICS_PORT: '9464' }).metrics).toEqual({ token: TOKEN, port: 9464, host: '127.0.0.1' });
    expect(loadConfig({ ...DEPLOYED, METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).metrics.host).toBe('10.0.0.5');
  });

  it('refuses a short token, a bad port and the public port, naming the setting', () => {
    expect(() => loadConfig({ ...DEPLOYED, METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN 至少 32 字节/);
    expect(() => loadConfig({ ...DEPLOYED, METRICS_PORT: 'abc' })).toThrow(/METRICS_PORT 须为 1–65535 的端口号/);
    expect(() => loadConfig({ ...DEPLOYED, METRICS_PORT: '0' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ ...DEPLOYED, PORT: '8080', METRICS_PORT: '8080' })).toThrow(/METRICS_PORT 不能与 PORT 相同/);
  });
});
