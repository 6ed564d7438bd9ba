// Signed-in pages for `npm run bench:pages`: the personal centre, the institution workbench and the
// operator console, each opened as its demo account would see it (issue #18). The bench signs in
// through the API once per account (the operator answers its second factor with the demo
// authenticator secret the README prints) and hands the session to Chromium before each visit the
// way the web app stores it: the Token cookie and the tcm.session.* localStorage values.
import { generate } from 'otplib';
import puppeteer from 'puppeteer-core';

/** The demo operator's authenticator secret (apps/server/src/db/seed/operators.ts, README). */
const DEMO_TOTP_SECRET = 'TCMQCDEMOYUNYINGTOTPSECRETFORALL';
const DEMO_PASSWORD = 'Demo@2026';

/**
 * The main pages of each signed-in area. Detail pages need an id of the account's own data and
 * are left out: they share their chunks with the list they are opened from.
 */
export const SIGNED_IN_PAGES = [
  { account: 'qiye01', area: '个人中心', routes: ['/pcenter/baseInfo', '/pcenter/order', '/pcenter/report', '/pcenter/collect', '/pcenter/package', '/pcenter/product', '/pcenter/address', '/pcenter/quality'] },
  { account: 'jigou01', area: '工作台', routes: ['/workbench/orders', '/workbench/services', '/workbench/profile', '/workbench/evaluations'] },
  { account: 'yunying01', area: '运营后台', routes: ['/admin/dashboard', '/admin/settlements', '/admin/articles', '/admin/products', '/admin/monographs', '/admin/audit'] },
];

async function post(baseUrl, path, body) {
  const res = await fetch(baseUrl + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const envelope = await res.json();
  if (envelope.retcode !== 1) throw new Error(`${path} for the bench failed: ${envelope.retmsg}`);
  return envelope.data;
}

/** The §3 session values of a demo account, signed in through the API. */
export async function signInDemo(baseUrl, account) {
  const outcome = await post(baseUrl, '/api/auth/login', { account, password: DEMO_PASSWORD });
  if (!outcome.challenge) return outcome;
  if (outcome.secondFactor !== 'totp') throw new Error(`${account}: the bench answers only an authenticator's second factor`);
  return post(baseUrl, '/api/auth/loginSecondFactor', { challenge: outcome.challenge, code: await generate({ secret: DEMO_TOTP_SECRET }) });
}

/**
 * Before a signed-in visit: an empty HTTP cache (a first visit, like Lighthouse's own reset) and
 * the account's session in the origin's cookie and localStorage. Lighthouse then runs with
 * `disableStorageReset`, which would otherwise clear both.
 */
export async function prepareSignedInVisit(chromePort, baseUrl, grant) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  try {
    const page = await browser.newPage();
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await page.goto(`${baseUrl}/healthz`);
    await page.evaluate((g) => {
      const { document, localStorage } = globalThis; // runs in the page
      document.cookie = `Token=${encodeURIComponent(g.accessToken)}; path=/; SameSite=Lax; expires=${new Date(g.expireTime).toUTCString()}`;
      const put = (key, value) => localStorage.setItem(`tcm.session.${key}`, value);
      put('userInfo', JSON.stringify(g.userInfo));
      put('expireTime', String(g.expireTime));
      put('userId', String(g.userId));
    }, grant);
    await page.close();
  } finally {
    await browser.disconnect();
  }
}
