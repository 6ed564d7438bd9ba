import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_DATA_IDS } from '@tcm/shared';
import { createPageHints } from '../src/modules/content/page-hints';
import { type TestApp, createTestApp } from './helpers/test-app';

const INDEX = '<!doctype html><html lang="zh-CN"><head><title>中药质量检测服务平台</title></head><body></body></html>';
const SCRIPT = `console.log(${JSON.stringify('中'.repeat(2000))});`;

/** A small built web app in the test's data dir, laid out as `vite build` lays it out. */
function writeDist(dir: string): void {
  fs.mkdirSync(path.join(dir, 'assets/js'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dir, 'assets/js/index-AbC123.js'), SCRIPT);
  fs.writeFileSync(path.join(dir, 'assets/js/index-AbC123.js.gz'), zlib.gzipSync(SCRIPT));
}

describe('serving the web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    const base = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'tcm-dist-'));
    writeDist(base);
    t = await createTestApp({ webDist: base });
  });
  afterAll(async () => t.close());

  it('falls back to index.html for every page path (history mode), never cached', async () => {
    for (const url of ['/', '/home', '/pcenter/order/detail?id=3', '/no/such/page']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain('中药质量检测服务平台');
    }
  });

  it('serves hashed assets precompressed with a year-long immutable cache', async () => {
    const res = await t.app.inject({ url: '/assets/js/index-AbC123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('does not answer a gateway path or a missing asset with the page', async () => {
    const api = await t.app.inject({ url: '/api/unknown', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json().retcode).toBe(0);
    const asset = await t.app.inject({ url: '/assets/js/missing-123.js' });
    expect(asset.statusCode).toBe(404);
  });

  // Issue #18: the home banner starts loading with the document.
  it('names the first home banner as a high-priority image preload on / and /home, and inlines the banner list, before </head>', async () => {
    const banners = (await t.app.inject({ url: '/api/advertInfo/findAdvertInfo?position=home_banner' })).json().data as Array<{ imageUrl: string }>;
    expect(banners.length).toBeGreaterThan(1);
    const tag = `<link rel="preload" as="image" href="${banners[0]!.imageUrl}" fetchpriority="high">`;
    const data = `<script type="application/json" id="${PAGE_DATA_IDS.homeBanners}">`;
    for (const url of ['/', '/home', '/home?from=nav']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain(`${tag}${data}`);
      expect(res.body.split('rel="preload"'), url).toHaveLength(2);
      // The inline list is exactly what the banner call answers, so the carousel needs no call.
      const inline = res.body.slice(res.body.indexOf(data) + data.length, res.body.indexOf('</script></head>'));
      expect(JSON.parse(inline), url).toEqual(banners);
    }
  });

  it('names nothing on other pages', async () => {
    for (const url of ['/news', '/homepage', '/pcenter/order']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
    }
  });
});

describe('createPageHints', () => {
  const banner = (imageUrl: string) => ({ id: 1, position: 'home_banner', title: '横幅', imageUrl, linkUrl: null, sort: 1 });

  it('escapes the address and the inline list, reads the banners on each home load, and names nothing without one or elsewhere', async () => {
    let calls = 0;
    let stored = [{ ...banner('/files/a"b<c>&d.png'), title: '</script><script>alert(1)</script>' }];
    const hints = createPageHints({ adverts: async () => (calls++, stored) });
    const [preload, data] = await hints('/home');
    expect(preload).toBe('<link rel="preload" as="image" href="/files/a&quot;b&lt;c&gt;&amp;d.png" fetchpriority="high">');
    const opening = `<script type="application/json" id="${PAGE_DATA_IDS.homeBanners}">`;
    expect(data!.startsWith(opening) && data!.endsWith('</script>')).toBe(true);
    const json = data!.slice(opening.length, -'</script>'.length);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(stored);
    stored = [];
    expect(await hints('/')).toEqual([]);
    expect(calls).toBe(2);
    expect(await hints('/news')).toEqual([]);
    expect(calls).toBe(2);
  });
});
