import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, submitLogin } from './support/accounts';
import { launchBrowser, openPage } from './support/browser';
import { issueNonce } from './support/sign-on';

/** Arriving signed in from elsewhere (§2, §4, §7): the parent site's nonce, another sub-platform's credentials. */

const session = (page: Page) =>
  page.evaluate(() => ({
    userInfo: localStorage.getItem('tcm.session.userInfo'),
    expireTime: Number(localStorage.getItem('tcm.session.expireTime')),
    userId: localStorage.getItem('tcm.session.userId'),
    nonceStr: localStorage.getItem('tcm.session.nonceStr'),
  }));

/** Calls to an API path the page makes from now on. */
function countCalls(page: Page, path: string): { count: () => number } {
  let n = 0;
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === path) n += 1;
  });
  return { count: () => n };
}

describe('sign-on', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  it('silent login: the nonce signs the visitor in once and leaves the address', async () => {
    const nonce = await issueNonce('putong01');
    const { page, context, consoleErrors } = await openPage(browser);
    const exchanges = countCalls(page, '/api/third/silenceLogin');
    const before = Date.now();
    await page.goto(`/home?noncestr=${encodeURIComponent(nonce)}&from=parent`);
    await page.waitForURL((url) => !url.searchParams.has('noncestr'));
    expect(new URL(page.url()).search).toBe('?from=parent');
    const account = page.getByTestId('account-area');
    await expect.poll(() => account.textContent(), { timeout: 3000 }).toContain('putong01');
    const stored = await session(page);
    expect(JSON.parse(stored.userInfo ?? '{}')).toMatchObject({ userAccount: 'putong01' });
    expect(stored.nonceStr).toBe(nonce);
    expect(stored.expireTime).toBeGreaterThan(before + 60_000); // now + seconds × 1000, not seconds
    expect(exchanges.count()).toBe(1);

    // The same nonce again: nothing is exchanged, the address is cleaned all the same.
    await page.goto(`/news?noncestr=${encodeURIComponent(nonce)}`);
    await page.waitForURL((url) => url.pathname === '/news' && !url.searchParams.has('noncestr'));
    await page.waitForTimeout(300);
    expect(exchanges.count()).toBe(1);
    await expect.poll(() => account.textContent(), { timeout: 3000 }).toContain('putong01');
    expect(consoleErrors).toEqual([]);
    await context.close();

    // A used nonce in a fresh browser: refused by the server, swallowed silently.
    const fresh = await openPage(browser, `/pcenter/baseInfo?noncestr=${encodeURIComponent(nonce)}`);
    await fresh.page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(fresh.page.url()).searchParams.get('redirect')).toBe('/pcenter/baseInfo');
    await expect(fresh.page.getByRole('dialog').count()).resolves.toBe(0);
    await expect(fresh.page.locator('.ant-message-notice').count()).resolves.toBe(0);
    expect(fresh.consoleErrors).toEqual([]);
    await fresh.context.close();
  });

  it('pre-issued credentials: checked with the server, stored, removed from the address', async () => {
    const issued = await apiLogin('qiye01');
    const query = new URLSearchParams({
      access_token: issued.accessToken,
      userId: String(issued.userId),
      expireTime: String(issued.expireTime),
    });
    const { page, context, consoleErrors } = await openPage(browser, `/pcenter/baseInfo?${query.toString()}`);
    await page.waitForURL((url) => url.pathname === '/pcenter/baseInfo' && url.search === '');
    await page.getByTestId('member-profile').waitFor();
    await expect(page.getByTestId('member-profile').textContent()).resolves.toContain('杭州青禾中药饮片有限公司');
    expect((await context.cookies()).find((c) => c.name === 'Token')?.value).toBe(issued.accessToken);
    const stored = await session(page);
    expect(stored.userId).toBe(String(issued.userId));
    expect(stored.expireTime).toBe(issued.expireTime);
    await expect.poll(() => page.getByTestId('account-area').textContent(), { timeout: 3000 }).toContain('杭州青禾中药饮片有限公司');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('a forged token leaves the visitor logged out, without any dialog', async () => {
    const query = new URLSearchParams({ access_token: 'forged-token-0123456789', userId: '5', expireTime: String(Date.now() + 3_600_000) });
    const { page, context, consoleErrors } = await openPage(browser);
    // The hand-off is checked by one call; once it has answered (refused), nothing more is coming.
    const checked = page.waitForResponse((r) => r.url().includes('/api/sysMember/getMemberDetail'));
    await page.goto(`/home?${query.toString()}`);
    await page.waitForURL((url) => url.pathname === '/home' && url.search === '');
    expect((await (await checked).json()).retcode).not.toBe(1);
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await expect(page.getByTestId('account-area').getByRole('link', { name: '登录', exact: true }).isVisible()).resolves.toBe(true);
    expect((await context.cookies()).find((c) => c.name === 'Token')).toBeUndefined();
    expect((await session(page)).userInfo).toBeNull();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('进入知识库平台 opens the signed link in a new tab without an opener', async () => {
    const { page, context } = await openPage(browser, '/login');
    await context.route('http://zhishi.tcmqc.example.cn/**', (route) => route.fulfill({ body: '<title>知识库</title>', contentType: 'text/html' }));
    await submitLogin(page, 'geren03');
    await page.waitForURL((url) => url.pathname === '/home');
    await page.goto('/pcenter/baseInfo');
    await page.getByTestId('member-profile').waitFor();
    const popup = context.waitForEvent('page');
    await page.getByRole('button', { name: /进入知识库平台/ }).click();
    const tab = await popup;
    await tab.waitForLoadState();
    expect(tab.url()).toMatch(/^http:\/\/zhishi\.tcmqc\.example\.cn\/\?ticket=[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await context.close();
  });
});
