import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerViaApi, submitLogin, tokenIsLive } from './support/accounts';
import { launchBrowser, openPage } from './support/browser';
import { readSmsCode } from './support/outbox';

/** A forgotten password, then a change of password, on one freshly registered account. */
describe('passwords', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  it('resets a forgotten password by SMS, then changes it in the personal centre', async () => {
    const { account, mobile, session } = await registerViaApi('First2026pw');
    const { page, context, consoleErrors } = await openPage(browser, '/login');
    await page.getByRole('main').getByRole('link', { name: '忘记密码？' }).click();
    await page.waitForURL('**/forgetPwd');
    await page.locator('main h1', { hasText: '找回密码' }).waitFor();
    await expect(page.getByRole('navigation', { name: '主导航' }).count()).resolves.toBe(0);

    const form = page.getByRole('main').locator('form');
    await form.getByLabel('手机号').fill('13799990000');
    await form.getByLabel('手机号').blur();
    await expect.poll(() => form.getByRole('alert').allTextContents()).toContain('该手机号尚未注册');

    await form.getByLabel('手机号').fill(mobile);
    await form.getByRole('button', { name: '获取验证码' }).click();
    await page.locator('.ant-message-notice', { hasText: '验证码已发送' }).waitFor();
    await form.getByLabel('验证码').fill(await readSmsCode(mobile));
    await form.getByLabel('新密码', { exact: true }).fill('Second2026pw');
    await form.getByLabel('确认新密码').fill('Second2026pw');
    await form.getByRole('button', { name: /重置密码/ }).click();
    await page.locator('.ant-message-notice', { hasText: '密码已重置，请使用新密码登录' }).waitFor();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await tokenIsLive(session.accessToken, session.userId)).toBe(false); // every session ended

    await submitLogin(page, account, 'Second2026pw');
    await page.waitForURL((url) => url.pathname === '/home');

    await page.goto('/pcenter/baseInfo');
    const change = page.getByRole('region', { name: '修改密码' });
    await change.getByLabel('原密码').fill('Wrong2026pw');
    await change.getByLabel('新密码', { exact: true }).fill('Third2026pw');
    await change.getByLabel('确认新密码').fill('Third2026pw');
    await change.getByRole('button', { name: /确认修改/ }).click();
    await expect.poll(() => change.getByRole('alert').allTextContents()).toContain('原密码错误');

    const token = (await context.cookies()).find((c) => c.name === 'Token')?.value ?? '';
    await change.getByLabel('原密码').fill('Second2026pw');
    await change.getByRole('button', { name: /确认修改/ }).click();
    await page.locator('.ant-message-notice', { hasText: '密码已修改，请重新登录' }).waitFor();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/pcenter/baseInfo');
    expect(await page.evaluate(() => localStorage.getItem('tcm.session.userInfo'))).toBeNull();
    expect(await tokenIsLive(token, session.userId)).toBe(false);

    await submitLogin(page, account, 'Third2026pw');
    await page.waitForURL((url) => url.pathname === '/pcenter/baseInfo');
    await page.getByTestId('member-profile').waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
