import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callableRoutes } from '../helpers/routes';
import { type TestApp, createTestApp, testEngine } from '../helpers/test-app';
import { FOREIGN_ANSWERS } from '../helpers/foreign-answers';

const REQUIRED = {
  'content-security-policy': /default-src 'self'.*script-src 'self'.*object-src 'none'.*frame-ancestors 'self'/,
  'x-content-type-options': /^nosniff$/,
  'x-frame-options': /^SAMEORIGIN$/,
  'referrer-policy': /strict-origin-when-cross-origin/,
};

describe(`security headers and limits on every page and call (${testEngine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tcm-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>中药质量检测服务平台</title>');
    t = await createTestApp({ webDist: dist });
  });
  afterAll(async () => t.close());

  it('sends them on pages, on every registered call, on 404s and on refusals', async () => {
    const urls = [
      ...callableRoutes(t.app.routeCatalog).map((r) => ({ method: r.method, url: r.url })),
      { method: 'GET', url: '/home' },
      { method: 'GET', url: '/api/nope' },
      { method: 'POST', url: '/api/auth/login' },
    ];
    for (const { method, url } of urls) {
      const res = await t.app.inject({ method: method as 'GET', url });
      for (const [name, pattern] of Object.entries(REQUIRED)) expect(res.headers[name], `${name} on ${method} ${url}`).toMatch(pattern);
      expect(res.headers['x-powered-by'], url).toBeUndefined();
      expect(res.statusCode, url).toBeLessThan(500);
    }
  });

  it('sends no Strict-Transport-Security while the public address is http', async () => {
    expect(t.config.publicBaseUrl).toMatch(/^http:/);
    for (const url of ['/home', '/api/sysDictData/getValue?dictType=tel&dictCode=tel', '/api/nope']) {
      expect((await t.app.inject({ url })).headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('limits the body size of every call to 1 MiB', async () => {
    for (const route of callableRoutes(t.app.routeCatalog).filter((r) => r.method === 'POST')) {
      const res = await t.app.inject({ method: 'POST', url: route.url, headers: { 'content-type': 'application/json' }, payload: `"${'x'.repeat(1024 * 1024 + 10)}"` });
      expect(res.statusCode, route.url).toBe(413);
      const foreign = FOREIGN_ANSWERS.get(`POST ${route.url}`);
      if (foreign !== undefined) expect(typeof foreign === 'string' ? res.body : res.json(), route.url).toEqual(foreign);
      else expect(res.json(), route.url).toEqual({ retcode: 0, retmsg: '请求内容过大', data: null });
    }
  });
});

describe(`Strict-Transport-Security when PUBLIC_BASE_URL is https (${testEngine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tcm-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>中药质量检测服务平台</title>');
    t = await createTestApp({ webDist: dist, publicBaseUrl: 'https://jiance.example.cn' });
  });
  afterAll(async () => t.close());

  it('pins https for a year, subdomains included, on pages, calls, 404s and refusals', async () => {
    const urls = [
      { method: 'GET', url: '/home' },
      { method: 'GET', url: '/api/sysDictData/getValue?dictType=tel&dictCode=tel' },
      { method: 'GET', url: '/api/nope' },
      { method: 'GET', url: '/api/console/getMyRoles' },
      { method: 'POST', url: '/api/auth/login' },
    ];
    for (const { method, url } of urls) {
      const res = await t.app.inject({ method: method as 'GET', url });
      expect(res.headers['strict-transport-security'], `${method} ${url}`).toBe('max-age=31536000; includeSubDomains');
    }
  });
});
