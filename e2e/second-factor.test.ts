import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitLogin, submitSecondFactor } from './support/accounts';
import { launchBrowser, openPage } from './support/browser';
import { readSmsCode } from './support/outbox';
import { rememberTotpSecret, totpCode } from './support/second-factor';

/**
 * Issue #17, the operators' second factor in the browser: yunying02 (a demo operator without an
 * authenticator) signs in with its password and the SMS code, binds an authenticator on 账号安全
 * (the QR code and the secret shown once; the test's "app" computes the code from that secret),
 * keeps its recovery codes, and then signs in with password + the authenticator's code — and once
 * more with a recovery code.
 */

const POLL = { timeout: 20_000 };
const ACCOUNT = 'yunying02';
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function signInAgain(): Promise<Page> {
  const { page } = await openPage(browser, '/login?redirect=%2Fadmin%2Fsecurity');
  await submitLogin(page, ACCOUNT);
  await page.getByTestId('second-factor-step').waitFor(POLL);
  return page;
}

describe('an operator binds an authenticator and signs in with it', () => {
  let recoveryCodes: string[] = [];

  it('signs in with the password and the SMS code sent to the masked mobile', async () => {
    const { page } = await openPage(browser, '/login?redirect=%2Fadmin%2Fsecurity');
    await submitLogin(page, ACCOUNT);
    await page.getByText('验证码已发送至 136****0002').waitFor(POLL);
    const sent = await readSmsCode('13600000002');
    await page.getByLabel('短信验证码').fill(String((Number(sent) + 1) % 1_000_000).padStart(6, '0'));
    await page.getByRole('button', { name: '验证并登录' }).click();
    await page.getByText('短信验证码错误').waitFor(POLL);
    await submitSecondFactor(page, ACCOUNT);
    await page.waitForURL('**/admin/security', POLL);
    await page.getByTestId('second-factor-status').getByText('未启用').waitFor(POLL);
    expect(await page.getByTestId('second-factor-status').textContent()).toContain('136****0002');

    await page.getByRole('button', { name: '开始绑定验证器' }).click();
    const qr = page.getByRole('img', { name: '身份验证器绑定二维码' });
    await qr.waitFor(POLL);
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/enrol-qr.png`, fullPage: true });
    rememberTotpSecret(ACCOUNT, secret);

    await page.getByLabel('动态验证码').fill(await totpCode(ACCOUNT));
    await page.getByRole('button', { name: '确认绑定' }).click();
    const list = page.getByTestId('recovery-codes');
    await list.waitFor(POLL);
    recoveryCodes = (await list.locator('li').allTextContents()).map((c) => c.trim());
    expect(recoveryCodes).toHaveLength(10);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/enrol-codes.png`, fullPage: true });
    await page.getByRole('button', { name: '我已妥善保存' }).click();
    await page.getByTestId('second-factor-status').getByText('已启用').waitFor(POLL);
    await page.getByTestId('second-factor-status').getByText('10 个').waitFor(POLL);
  });

  it('signs in with the password and the authenticator’s code from then on', async () => {
    const page = await signInAgain();
    await page.getByText('请打开身份验证器').waitFor(POLL);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/login-second-step.png`, fullPage: true });
    await submitSecondFactor(page, ACCOUNT);
    await page.waitForURL('**/admin/security', POLL);
    await page.getByTestId('second-factor-status').getByText('已启用').waitFor(POLL);
    await page.getByRole('navigation', { name: '运营菜单' }).getByRole('link', { name: '数据看板' }).click();
    await page.locator('main h1').getByText('数据看板').waitFor(POLL);
  });

  it('takes a recovery code once instead of the authenticator', async () => {
    const page = await signInAgain();
    await page.getByRole('button', { name: '无法使用验证器？使用恢复码' }).click();
    await page.getByLabel('恢复码').fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: '验证并登录' }).click();
    await page.waitForURL('**/admin/security', POLL);
    await page.getByTestId('second-factor-status').getByText('9 个').waitFor(POLL);

    const again = await signInAgain();
    await again.getByRole('button', { name: '无法使用验证器？使用恢复码' }).click();
    await again.getByLabel('恢复码').fill(recoveryCodes[0]!);
    await again.getByRole('button', { name: '验证并登录' }).click();
    await again.getByText('恢复码错误或已使用').waitFor(POLL);
    expect(new URL(again.url()).pathname).toBe('/login');
  });
});
