import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser';

/**
 * §8 error catalogue as the user sees it. The footer's dictionary call is the
 * one API call every page makes, so it stands in for "an API call" here.
 */
// The footer's phone lookup: one call of its own (the footer's complaint line and mailbox are two more getValue calls).
const DICT_CALL = (url: URL) => url.pathname === '/api/sysDictData/getValue' && url.searchParams.get('dictType') === 'tel';

const STATUS_TEXTS: ReadonlyArray<readonly [number, string]> = [
  [400, '错误请求'],
  [403, '拒绝访问'],
  [404, '请求错误,未找到该资源'],
  [500, '服务器端出错'],
  [502, '网络错误'],
  [503, '服务不可用'],
  [504, '网络超时'],
  [505, 'http版本不支持该请求'],
  [418, '连接错误418'],
];

async function toasts(page: Page): Promise<string[]> {
  const notices = page.locator('.ant-message-notice');
  await notices.first().waitFor();
  return (await notices.allTextContents()).map((t) => t.trim());
}

describe('request errors', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  it('retcode 401: 登录过期，请重新登录, close clears the session and goes to /login with redirect', async () => {
    const { page, context } = await openPage(browser);
    await context.addInitScript(() => {
      if (sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      localStorage.setItem('tcm.session.userInfo', JSON.stringify({ userId: 7, userAccount: 'demo01', companyDto: null }));
      localStorage.setItem('tcm.session.expireTime', String(Date.now() + 3_600_000));
    });
    await page.route(DICT_CALL, (route) => route.fulfill({ json: { retcode: 401, retmsg: '登录过期', data: null } }));
    await page.goto('/news/list?page=2');
    const dialog = page.getByRole('dialog', { name: '登录过期，请重新登录' });
    await dialog.waitFor();
    expect(new URL(page.url()).pathname).toBe('/news/list'); // nothing happens before the user closes it

    // The dialog's own button (antd spaces two-character labels: 关 闭), not the corner ×.
    await dialog.locator('.ant-modal-confirm-btns').getByRole('button', { name: /关\s*闭/ }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/news/list?page=2');
    await page.locator('main h1', { hasText: '登录' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('tcm.session.userInfo'))).toBeNull();
    await context.close();
  });

  it.each(STATUS_TEXTS)('HTTP %i shows %s', async (status, text) => {
    const { page, context } = await openPage(browser);
    await page.route(DICT_CALL, (route) => route.fulfill({ status, body: 'error' }));
    await page.goto('/home');
    expect(await toasts(page)).toEqual([text]);
    await context.close();
  });

  it('no response: 连接服务器失败', async () => {
    const { page, context } = await openPage(browser);
    await page.route(DICT_CALL, (route) => route.abort('connectionrefused'));
    await page.goto('/home');
    expect(await toasts(page)).toEqual(['连接服务器失败']);
    await context.close();
  });

  it('a page chunk that fails to load says ChunkLoadError, and 重试 loads it', async () => {
    const { page, context } = await openPage(browser, '/home');
    await page.locator('main h1').waitFor();
    const blockChunks = (route: { abort: () => Promise<void> }) => route.abort();
    await page.route('**/assets/js/detection-*.js', blockChunks);
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '送检' }).click();
    const alert = page.getByRole('alert');
    await alert.getByText('ChunkLoadError', { exact: false }).waitFor();
    expect(await alert.textContent()).toContain('页面加载失败');

    await page.unroute('**/assets/js/detection-*.js', blockChunks);
    await alert.getByRole('button', { name: /重\s*试/ }).click();
    await page.locator('main h1', { hasText: '送检' }).waitFor();
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    await context.close();
  });
});
