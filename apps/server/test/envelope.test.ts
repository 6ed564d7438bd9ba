import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

describe(`response envelope and protocol errors on ${testEngine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers an unknown gateway path with the 404 envelope', async () => {
    for (const url of ['/api/noSuchThing', '/sysMember/noSuchCall', '/api']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ retcode: 0, retmsg: '请求错误,未找到该资源', data: null });
    }
  });

  it('refuses an id beyond an integer column as bad input, not a server error (PostgreSQL raises 22003)', async () => {
    for (const url of ['/api/articleInfo/getArticleInfo?id=13900000101', '/articleCategory/findArticleCategory?parentId=2147483648']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      // SQLite holds 64-bit integers: there the id is simply not found (or the list empty).
      if (testEngine === 'postgres') expect(res.json(), url).toEqual({ retcode: 0, retmsg: '请求参数的数值超出范围', data: null });
    }
  });

  it('refuses invalid JSON with a Chinese message, not a stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sysDictData/getValue',
      headers: { 'content-type': 'application/json' },
      payload: '{"dictType":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ retcode: 0, retmsg: '请求内容不是合法的 JSON', data: null });
  });

  it('refuses a body over the limit with 413 and the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/anything',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ s: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ retcode: 0, retmsg: '请求内容过大', data: null });
  });

  it('sends the baseline security headers and no X-Powered-By', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('reports health with the engine in use', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.json()).toEqual({ retcode: 1, retmsg: '操作成功', data: { status: 'ok', engine: testEngine } });
  });
});
