import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- plain .mjs helper shared with the bench: reads the web app's route table
import { publicPageRoutes, ROUTE_TABLE_FILE } from '../bench/lib/web-routes.mjs';
import { openQualityPage, waitForRest } from './support/page-quality';
import { launchBrowser } from './support/browser';

/**
 * Issue #18's budget: a public page built without Ant Design (`{ antd: false }`
 * in the route table) loads, on a first visit, no antd scope chunk and at most
 * 170 kB gzip of JavaScript in all (entry, page, its blocks' lazy chunks).
 * Each script counts at its gzip -9 size, as bench/lib/js-sizes.mjs counts it.
 */
const BUDGET_BYTES = 170_000;
const ANTD_CHUNK = /\/antd-scope[^/]*\.js$/;

/** The page modules the route table marks `{ antd: false }`. */
function antdFreeModules(): Set<string> {
  const source = fs.readFileSync(ROUTE_TABLE_FILE as string, 'utf8');
  return new Set([...source.matchAll(/import\(\s*'([^']+)'\s*\)\s*,\s*\{[^}]*\bantd:\s*false\b/g)].map((m) => m[1]!));
}

/** Routes with an address of their own: the detail pages get a real id of the demo data. */
const SAMPLE_QUERY: Record<string, string> = { '/news/detail': '?id=1', '/news/notice': '?id=1' };

const marked = antdFreeModules();
const ROUTES: string[] = (publicPageRoutes() as Array<{ path: string; module: string | null }>)
  .filter((r) => r.module !== null && marked.has(r.module))
  .map((r) => r.path + (SAMPLE_QUERY[r.path] ?? ''));

describe('first-load JavaScript of the pages without antd (≤ 170 kB gzip, no antd scope)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  it('reads the pages marked { antd: false } from the route table', () => {
    expect(marked.size).toBeGreaterThan(0);
    expect(ROUTES).toContain('/home');
  });

  it.each(ROUTES)('%s', async (route) => {
    const q = await openQualityPage(browser);
    const scripts = new Map<string, number>();
    const pending: Array<Promise<void>> = [];
    q.page.on('response', (response) => {
      const url = new URL(response.url());
      if (!url.pathname.endsWith('.js')) return;
      pending.push(
        response.body().then(
          (body) => void scripts.set(url.pathname, zlib.gzipSync(body, { level: 9 }).length),
          () => void scripts.set(url.pathname, Number.NaN),
        ),
      );
    });
    try {
      await q.page.goto(route);
      await q.page.locator('h1').first().waitFor();
      await waitForRest(q);
      await Promise.all(pending);
      const names = [...scripts.keys()].map((p) => path.basename(p));
      expect(names.filter((n) => ANTD_CHUNK.test(`/${n}`)), `${route} loaded the antd scope`).toEqual([]);
      const total = [...scripts.values()].reduce((sum, n) => sum + n, 0);
      const biggest = [...scripts]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8)
        .map(([p, n]) => `${path.basename(p)} ${(n / 1000).toFixed(1)} kB`)
        .join(', ');
      expect(total, `${route}: ${(total / 1000).toFixed(1)} kB gzip in ${scripts.size} scripts (${biggest})`).toBeLessThanOrEqual(BUDGET_BYTES);
    } finally {
      await q.context.close();
    }
  });
});
