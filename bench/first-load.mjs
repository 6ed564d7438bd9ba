// `node bench/first-load.mjs [/route …]`: the JavaScript a first visit loads, per route, in Chromium —
// a quick look between full `npm run bench:pages` runs (no Lighthouse, no throttling). It visits a
// running server (BASE, default http://127.0.0.1:3000, e.g. `npm start`) whose build is WEB_DIST
// (default apps/web/dist), waits until the page has rendered and the network is idle, and prints
// the gzip total of every script requested, the file count, whether antd's scope chunk loaded and
// the largest files. Without routes: every public page of the route table (at its bench/page-samples.mjs address). ACCOUNT=jigou01 visits
// signed in as that demo account; TOP=N shows N files.
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH, CLOSED_NETWORK_FLAGS } from '../scripts/lib/chromium.mjs';
import { gzipBytes } from './lib/js-sizes.mjs';
import { signInDemo } from './lib/signed-in.mjs';
import { publicPageRoutes } from './lib/web-routes.mjs';
import { PAGE_SAMPLES } from './page-samples.mjs';

const base = process.env.BASE ?? 'http://127.0.0.1:3000';
const top = Number(process.env.TOP ?? 6);
const routes = process.argv.length > 2 ? process.argv.slice(2) : publicPageRoutes().map((r) => PAGE_SAMPLES[r.path] ?? r.path);
const LOADING = '.ant-skeleton, .ant-spin-spinning, [aria-busy="true"]';

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CLOSED_NETWORK_FLAGS });
const grant = process.env.ACCOUNT ? await signInDemo(base, process.env.ACCOUNT) : null;
try {
  for (const route of routes) {
    const context = await browser.newContext();
    if (grant) {
      await context.addCookies([{ name: 'Token', value: encodeURIComponent(grant.accessToken), url: base }]);
      await context.addInitScript((g) => {
        const put = (key, value) => globalThis.localStorage.setItem(`tcm.session.${key}`, value);
        put('userInfo', JSON.stringify(g.userInfo));
        put('expireTime', String(g.expireTime));
        put('userId', String(g.userId));
      }, grant);
    }
    // A signed-in page's live stream (issue #22) never ends: refused here, so the network can go idle.
    await context.route('**/api/live/stream', (r) => r.abort());
    const page = await context.newPage();
    const scripts = new Set();
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.endsWith('.js')) scripts.add(pathname);
    });
    await page.goto(base + route, { waitUntil: 'networkidle' });
    await page
      .waitForFunction((loading) => globalThis.document.querySelector('h1, h2') && !globalThis.document.querySelector(loading), LOADING, { timeout: 60_000 })
      .catch(() => console.warn(`${route}: no heading, or still loading after 60 s`));
    await page.waitForLoadState('networkidle');
    const files = [...scripts].map((s) => ({ name: s.split('/').pop().replace(/-[\w-]{8}\.js$/, ''), gzip: gzipBytes(s) ?? 0 }));
    files.sort((a, b) => b.gzip - a.gzip);
    const total = files.reduce((sum, f) => sum + f.gzip, 0);
    const antd = [...scripts].some((s) => s.includes('antd-scope'));
    const largest = files.slice(0, top).map((f) => `${f.name} ${(f.gzip / 1000).toFixed(1)}`).join(', ');
    console.log(`${route.padEnd(28)} ${(total / 1000).toFixed(2).padStart(7)} kB ${String(files.length).padStart(3)} files ${antd ? 'antd' : '    '}  ${largest}`);
    await context.close();
  }
} finally {
  await browser.close();
}
