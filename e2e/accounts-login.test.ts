import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitLogin, tokenIsLive } from './support/accounts';
import { baseUrl, launchBrowser, openPage } from './support/browser';

/** Logging in and out with the seeded demo accounts (password Demo@2026). */
describe('login and logout', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  it('a protected page sends the visitor to /login and back after logging in; 退出 ends the session', async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/pcenter/baseInfo');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/pcenter/baseInfo');
    await page.locator('main h1', { hasText: '登录' }).waitFor();
    const main = page.getByRole('main');
    expect(await main.getByRole('link', { name: '立即注册' }).getAttribute('href')).toBe(
      `/register?redirect=${encodeURIComponent('/pcenter/baseInfo')}`,
    );
    expect(await main.getByRole('link', { name: '忘记密码？' }).getAttribute('href')).toBe('/forgetPwd');

    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.getByText('请输入账号或手机号').waitFor();
    await page.getByText('请输入密码').waitFor();

    await submitLogin(page, 'qiye01');
    await page.waitForURL((url) => url.pathname === '/pcenter/baseInfo');
    const profile = page.getByTestId('member-profile');
    await profile.waitFor();
    const text = await profile.textContent();
    expect(text).toContain('qiye01');
    expect(text).toContain('企业会员');
    expect(text).toContain('138****0005');
    expect(text).toContain('杭州青禾中药饮片有限公司');
    expect(text).toContain('91330106MA2H0Q8R5F');
    await expect.poll(() => page.getByTestId('real-name-status').textContent()).toContain('审核通过');
    const menu = page.getByRole('navigation', { name: '个人中心菜单' });
    expect((await menu.getByRole('link').allTextContents()).map((t) => t.trim())).toEqual([
      '基本信息',
      '订单管理',
      '消息中心',
      '我的报告',
      '质量分析',
      '我的收藏',
      '常用检测项目',
      '我的产品',
      '常用地址',
      '我的发票',
      '发票抬头',
      '短信提醒设置',
    ]);
    await menu.getByRole('link', { name: '订单管理' }).click();
    await page.waitForURL('**/pcenter/order');
    await page.locator('main h1', { hasText: '订单管理' }).waitFor();
    const account = page.getByTestId('account-area');
    await expect.poll(() => account.textContent(), { timeout: 3000 }).toContain('杭州青禾中药饮片有限公司');

    const token = (await context.cookies()).find((c) => c.name === 'Token')?.value ?? '';
    const userId = Number(await page.evaluate(() => localStorage.getItem('tcm.session.userId')));
    expect(await tokenIsLive(token, userId)).toBe(true);

    await account.getByRole('button', { name: '退出' }).click();
    await page.waitForURL((url) => url.pathname === '/login' && url.search === '');
    expect(await page.evaluate(() => localStorage.getItem('tcm.session.userInfo'))).toBeNull();
    expect((await context.cookies()).find((c) => c.name === 'Token')).toBeUndefined();
    expect(await tokenIsLive(token, userId)).toBe(false); // ended on the server too

    await page.goto('/pcenter/order');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/pcenter/order');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('honours only a path of this site as redirect', async () => {
    const { page, context } = await openPage(browser, `/login?redirect=${encodeURIComponent('//evil.example/steal')}`);
    await page.locator('main h1').waitFor();
    await submitLogin(page, 'geren03');
    await page.waitForURL((url) => url.pathname === '/home');
    expect(page.url()).toBe(`${baseUrl()}/home`);
    await context.close();
  });

  it('shows a rejected company the reviewer’s reason', async () => {
    const { page, context } = await openPage(browser, '/pcenter/baseInfo');
    await page.waitForURL((url) => url.pathname === '/login');
    await submitLogin(page, 'qiye02');
    await page.waitForURL((url) => url.pathname === '/pcenter/baseInfo');
    const status = page.getByTestId('real-name-status');
    await status.getByText('审核驳回', { exact: false }).first().waitFor();
    const text = await status.textContent();
    expect(text).toContain('审核驳回');
    expect(text).toContain('营业执照照片模糊，请重新上传清晰的扫描件');
    // Rejected: the form is back, prefilled, to submit again.
    expect(await status.getByRole('button', { name: '提交认证' }).count()).toBe(1);
    await expect(page.getByTestId('member-profile').textContent()).resolves.toContain('亳州百草汇药业有限公司');
    await context.close();
  });
});
