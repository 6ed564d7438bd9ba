import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser } from 'playwright-core';
import type { LoginResult } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- plain .mjs helper shared with the bench: reads the web app's route table
import { publicPageRoutes, readWebRoutes } from '../bench/lib/web-routes.mjs';
import { openQualityPage, waitForRest } from './support/page-quality';
import { apiLogin } from './support/accounts';
import { baseUrl, launchBrowser } from './support/browser';

/**
 * Issue #18's budgets: a page built without Ant Design (`{ antd: false }` in
 * the route table) loads, on a first visit, no antd scope chunk and at most
 * 170 kB gzip of JavaScript in all (entry, page, its blocks' lazy chunks) — a
 * signed-in page (personal centre, workbench, console) at most 250 kB, opened
 * with its demo account's session already stored, as the bench opens it.
 * Each script counts at its gzip -9 size, as bench/lib/js-sizes.mjs counts it.
 */
const BUDGET_BYTES = 170_000;
const SIGNED_IN_BUDGET_BYTES = 250_000;
const ANTD_CHUNK = /\/antd-scope[^/]*\.js$/;
/** The demo account each signed-in area is opened as. */
const AREA_ACCOUNTS: ReadonlyArray<[prefix: string, account: string]> = [
  ['/pcenter', 'qiye01'],
  ['/workbench', 'jigou01'],
  ['/admin', 'yunying01'],
];

/** Routes with an address of their own: the detail pages get a real id of the demo data. */
const SAMPLE_QUERY: Record<string, string> = { '/news/detail': '?id=1', '/news/notice': '?id=1' };

type WebRoute = { path: string; module: string | null; antd: boolean; requireAuth: boolean; redirectTo: string | null };
/** The pages the route table marks `{ antd: false }` (page(…) or, in a signed-in area, areaPage(…)). */
const isMarked = (r: WebRoute) => r.module !== null && !r.antd;
const ROUTES: string[] = (publicPageRoutes() as WebRoute[]).filter(isMarked).map((r) => r.path + (SAMPLE_QUERY[r.path] ?? ''));
const SIGNED_IN_ROUTES: string[] = (readWebRoutes() as WebRoute[])
  .filter((r) => r.requireAuth && !r.redirectTo && !r.path.includes(':') && isMarked(r))
  .map((r) => r.path);

/** Opens `route` in a fresh context and returns what its first visit's scripts weigh. */
async function firstLoad(browser: Browser, route: string, session?: LoginResult) {
  const q = await openQualityPage(
    browser,
    session && {
      localStorage: { 'tcm.session.userInfo': JSON.stringify(session.userInfo), 'tcm.session.expireTime': String(session.expireTime), 'tcm.session.userId': String(session.userId) },
    },
  );
  if (session) await q.context.addCookies([{ name: 'Token', value: encodeURIComponent(session.accessToken), url: baseUrl() }]);
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
    expect(new URL(q.page.url()).pathname, `${route} did not stay on its address`).toBe(route.split('?')[0]);
    const names = [...scripts.keys()].map((p) => path.basename(p));
    const total = [...scripts.values()].reduce((sum, n) => sum + n, 0);
    const biggest = [...scripts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([p, n]) => `${path.basename(p)} ${(n / 1000).toFixed(1)} kB`)
      .join(', ');
    return { antdChunks: names.filter((n) => ANTD_CHUNK.test(`/${n}`)), total, summary: `${route}: ${(total / 1000).toFixed(1)} kB gzip in ${scripts.size} scripts (${biggest})` };
  } finally {
    await q.context.close();
  }
}

describe('first-load JavaScript of the pages without antd (≤ 170 kB gzip, no antd scope)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  it('reads the pages marked { antd: false } from the route table', () => {
    expect(ROUTES).toContain('/home');
    expect(SIGNED_IN_ROUTES).toContain('/pcenter/order');
  });

  it.each(ROUTES)('%s', async (route) => {
    const load = await firstLoad(browser, route);
    expect(load.antdChunks, `${route} loaded the antd scope`).toEqual([]);
    expect(load.total, load.summary).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  describe('signed in (≤ 250 kB gzip, no antd scope)', () => {
    const sessions = new Map<string, Promise<LoginResult>>();
    const sessionFor = (route: string) => {
      const account = AREA_ACCOUNTS.find(([prefix]) => route.startsWith(`${prefix}/`))?.[1];
      if (!account) throw new Error(`${route}: no demo account for its area in AREA_ACCOUNTS`);
      if (!sessions.has(account)) sessions.set(account, apiLogin(account));
      return sessions.get(account)!;
    };

    it.each(SIGNED_IN_ROUTES)('%s', async (route) => {
      const load = await firstLoad(browser, route, await sessionFor(route));
      expect(load.antdChunks, `${route} loaded the antd scope`).toEqual([]);
      expect(load.total, load.summary).toBeLessThanOrEqual(SIGNED_IN_BUDGET_BYTES);
    });
  });
});
