import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginThroughForm, tokenIsLive } from './support/accounts';
import { baseUrl, launchBrowser, openPage } from './support/browser';

/**
 * A stored session written straight into the browser (§3): token cookie plus
 * the values in localStorage. Only for what a real login cannot produce: a
 * session that has already expired.
 */
async function storeSession(context: BrowserContext, expireTime: number): Promise<void> {
  const url = new URL(baseUrl());
  await context.addCookies([{ name: 'Token', value: 'e2e-token', domain: url.hostname, path: '/', sameSite: 'Lax' }]);
  await context.addInitScript((expiry) => {
    if (sessionStorage.getItem('e2e-signed-in')) return; // only on the first load: logout must stick
    sessionStorage.setItem('e2e-signed-in', '1');
    localStorage.setItem(
      'tcm.session.userInfo',
      JSON.stringify({ userId: 7, userAccount: 'demo01', companyDto: { companyName: '华夏药业检测中心', unifyCode: 'x' } }),
    );
    localStorage.setItem('tcm.session.userId', '7');
    localStorage.setItem('tcm.session.expireTime', String(expiry));
  }, expireTime);
}

describe('header and navigation bar', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  it('searches with searchStr and a fresh salt, by Enter or by the button, empty allowed', async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/home');
    await page.locator('main h1').waitFor();
    const box = page.getByLabel('搜索关键词');
    await box.fill('人参 皂苷');
    await box.press('Enter');
    await page.waitForURL('**/search?**');
    const first = new URL(page.url()).searchParams;
    expect(first.get('searchStr')).toBe('人参 皂苷');
    expect(Number(first.get('salt'))).toBeGreaterThan(Date.now() - 60_000);
    // The address changes first; the page follows once its chunk has loaded (a router transition).
    await page.locator('main h1', { hasText: '搜索结果' }).waitFor();
    await page.locator('main h1', { hasText: '搜索结果' }).waitFor();
    await expect(page.getByTestId('search-str').textContent()).resolves.toContain('人参 皂苷');
    await expect(box.inputValue()).resolves.toBe('人参 皂苷');

    await page.getByRole('button', { name: /搜\s*索/ }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('salt')).not.toBe(first.get('salt'));

    // On another tab, searching again from the header stays on it.
    await page.getByRole('tab', { name: '行业动态' }).click();
    await page.getByRole('tab', { name: '行业动态', selected: true }).waitFor();
    await box.fill('当归');
    await box.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('searchStr')).toBe('当归');
    expect(new URL(page.url()).searchParams.get('searchType')).toBe('行业动态');
    await page.getByRole('tab', { name: '行业动态', selected: true }).waitFor();
    await expect.poll(() => page.getByTestId('search-str').textContent()).toContain('当归');

    await box.fill('');
    await page.getByRole('button', { name: /搜\s*索/ }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('searchStr')).toBe('');
    await expect.poll(() => page.getByTestId('search-str').textContent()).toContain('未输入搜索关键词');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('opens 检测机构入驻 as a full page load and links 登录 with the current page', async () => {
    const { page, context } = await openPage(browser, '/news/list?page=2');
    await page.locator('main h1').waitFor();
    const login = page.getByRole('link', { name: '登录', exact: true });
    expect(await login.getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent('/news/list?page=2')}`);
    expect(await page.getByRole('link', { name: '注册', exact: true }).getAttribute('href')).toBe('/register');

    await page.evaluate(() => Object.assign(window, { e2eMarker: true }));
    await page.getByRole('link', { name: '检测机构入驻' }).click();
    await page.waitForURL('**/organization/settlement');
    await page.locator('main h1', { hasText: '检测机构入驻' }).waitFor();
    // A full load starts a fresh window: the marker is gone.
    expect(await page.evaluate(() => 'e2eMarker' in window)).toBe(false);
    await context.close();
  });

  it('builds the menu from the configured list and highlights the current item', async () => {
    const { page, context } = await openPage(browser, '/home');
    const nav = page.getByRole('navigation', { name: '主导航' });
    await page.locator('main h1').waitFor();
    // Each top item: a link, or a section's button (its list of sub-pages sits beside it).
    const top = await nav.locator(':scope > ul > li').locator(':scope > a, :scope > div > button').allTextContents();
    expect(top.map((t) => t.trim())).toEqual(['首页', '关于平台', '送检', '标准查询', '检测机构']);
    expect(await nav.getByRole('link', { name: '首页' }).getAttribute('aria-current')).toBe('page');

    await nav.getByRole('button', { name: '关于平台' }).hover();
    const menu = nav.getByRole('list', { name: '关于平台' });
    await menu.waitFor();
    expect((await menu.getByRole('listitem').allTextContents()).map((t) => t.replace('敬请期待', '').trim())).toEqual([
      '平台介绍',
      '中药公共服务平台',
      '中药材质量追溯平台',
      '科技成果转化平台',
      '中药产业大数据平台',
    ]);
    await menu.getByRole('link', { name: '平台介绍' }).click();
    await page.waitForURL('**/platformIntro');
    await expect.poll(() => nav.getByRole('button', { name: '关于平台' }).getAttribute('aria-current')).toBe('true');
    expect(await nav.getByRole('link', { name: '首页' }).getAttribute('aria-current')).toBeNull();

    await nav.getByRole('button', { name: '标准查询' }).hover();
    const standards = nav.getByRole('list', { name: '标准查询' });
    await standards.waitFor();
    expect((await standards.getByRole('listitem').allTextContents()).map((t) => t.trim())).toEqual(['质量标准', '药典查询']);
    await standards.getByRole('link', { name: '药典查询' }).click();
    await page.waitForURL('**/pharmacopoeia');
    await expect.poll(() => nav.getByRole('button', { name: '标准查询' }).getAttribute('aria-current')).toBe('true');

    // A deep page of a section highlights the section.
    await page.goto('/organization/detail');
    await page.locator('main h1').waitFor();
    expect(await nav.getByRole('link', { name: '检测机构' }).getAttribute('aria-current')).toBe('page');
    await context.close();
  });

  it('opens a section by keyboard: focus opens it, Tab walks its links, Esc closes it, Enter follows a link', async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/home');
    await page.locator('main h1').waitFor();
    const nav = page.getByRole('navigation', { name: '主导航' });
    const about = nav.getByRole('button', { name: '关于平台' });
    const list = nav.getByRole('list', { name: '关于平台' });
    expect(await about.getAttribute('aria-expanded')).toBe('false');
    expect(await list.isVisible()).toBe(false);

    // Tab from 首页 onto the section: it opens, and its first link is the next stop.
    await nav.getByRole('link', { name: '首页' }).focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('关于平台');
    await list.waitFor();
    expect(await about.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('平台介绍');

    // Esc closes it and puts focus back on the section's button, which stays closed.
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'hidden' });
    expect(await about.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-nav'))).toBe('关于平台');
    // Enter on the button opens it again; Tab past its last entry closes it.
    await page.keyboard.press('Enter');
    await list.waitFor();
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('送检');
    await list.waitFor({ state: 'hidden' });

    // 标准查询 by keyboard: open, follow 药典查询 with Enter (a real link, a client-side route change).
    await page.keyboard.press('Tab');
    await nav.getByRole('list', { name: '标准查询' }).waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('药典查询');
    await page.evaluate(() => Object.assign(window, { e2eMarker: true }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/pharmacopoeia');
    await nav.getByRole('list', { name: '标准查询' }).waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => 'e2eMarker' in window)).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('opens external platforms in a new tab; the one without an address does nothing', async () => {
    const { page, context } = await openPage(browser, '/home');
    await page.locator('main h1').waitFor();
    const nav = page.getByRole('navigation', { name: '主导航' });
    await nav.getByRole('button', { name: '关于平台' }).hover();
    const menu = nav.getByRole('list', { name: '关于平台' });
    await menu.waitFor();
    for (const name of ['中药公共服务平台', '中药材质量追溯平台', '科技成果转化平台']) {
      const link = menu.getByRole('link', { name });
      expect(await link.getAttribute('target'), name).toBe('_blank');
      expect(await link.getAttribute('rel'), name).toContain('noopener');
      expect(await link.getAttribute('href'), name).toMatch(/^https:\/\/[a-z.-]+\.example\/$/);
    }

    const pending = menu.locator('[data-pending="true"]');
    expect(await pending.textContent()).toContain('中药产业大数据平台');
    expect(await pending.getAttribute('href')).toBeNull();
    const popups: unknown[] = [];
    context.on('page', (p) => popups.push(p));
    const before = page.url();
    // A disabled link (role=link, aria-disabled): Playwright would wait for it to be enabled; a visitor can still click it.
    expect(await pending.getAttribute('aria-disabled')).toBe('true');
    await pending.click({ force: true });
    await page.waitForTimeout(500);
    expect(page.url()).toBe(before);
    expect(popups).toEqual([]);
    await context.close();
  });

  it('with a real login: name after a second, outbound links carry the session, 退出 logs out', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    await loginThroughForm(page, 'qiye01');
    await page.goto('/home');
    await page.locator('main h1').waitFor();
    const account = page.getByTestId('account-area');
    await expect(account.getByRole('link', { name: '个人中心' }).getAttribute('href')).resolves.toBe('/pcenter/baseInfo');
    await expect(account.getByRole('link', { name: '登录', exact: true }).count()).resolves.toBe(0);
    await expect.poll(() => account.textContent(), { timeout: 3000 }).toContain('杭州青禾中药饮片有限公司');

    const token = (await context.cookies()).find((c) => c.name === 'Token')?.value;
    const stored = await page.evaluate(() => ({
      userId: localStorage.getItem('tcm.session.userId'),
      expireTime: localStorage.getItem('tcm.session.expireTime'),
    }));
    expect(token).toBeTruthy();
    const nav = page.getByRole('navigation', { name: '主导航' });
    await nav.getByRole('button', { name: '关于平台' }).hover();
    const href = await nav.getByRole('list', { name: '关于平台' }).getByRole('link', { name: '中药公共服务平台' }).getAttribute('href');
    const outbound = new URL(href ?? '');
    expect(Object.fromEntries(outbound.searchParams)).toEqual({
      access_token: token,
      userId: stored.userId,
      expireTime: stored.expireTime,
    });

    await account.getByRole('button', { name: '退出' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.evaluate(() => localStorage.getItem('tcm.session.userInfo'))).toBeNull();
    expect((await context.cookies()).find((c) => c.name === 'Token')).toBeUndefined();
    expect(await tokenIsLive(token ?? '', Number(stored.userId))).toBe(false);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('an expired session shows 登录 / 注册 again', async () => {
    const { page, context } = await openPage(browser);
    await storeSession(context, Date.now() - 1000);
    await page.goto('/home');
    await page.locator('main h1').waitFor();
    await expect(page.getByTestId('account-area').getByRole('link', { name: '登录', exact: true }).isVisible()).resolves.toBe(
      true,
    );
    await context.close();
  });
});
