import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerViaApi, submitLogin } from './support/accounts';
import { launchBrowser, openPage } from './support/browser';
import { readSmsCode } from './support/outbox';

const PASSWORD = 'Lock2026pw';
const LOCKED = '密码错误次数过多，账号已锁定，请15分钟后再试';

describe('login lockout', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  it('five wrong passwords lock a fresh account; the right one is refused until the owner unlocks it by SMS', async () => {
    const { account, mobile } = await registerViaApi(PASSWORD);
    const { page, context, consoleErrors } = await openPage(browser, '/login');
    await page.locator('main h1').waitFor();
    const main = page.getByRole('main');
    // The form's alert: its message, and 短信解锁 after it while locked.
    const alertTitle = main.getByRole('alert');
    const unlockButton = main.getByRole('button', { name: '短信解锁' });

    /** Submits and waits for the server's answer, so the alert shows this attempt's message. */
    const attempt = async (password: string) => {
      const answered = page.waitForResponse((res) => res.url().includes('/api/auth/login'));
      await submitLogin(page, account, password);
      await answered;
    };

    for (let n = 1; n <= 5; n += 1) {
      await attempt(`Wrong${n}pw!`);
      await expect.poll(() => alertTitle.textContent(), { message: `attempt ${n}` }).toBe(n < 5 ? '账号或密码错误' : `${LOCKED}短信解锁`);
      // 短信解锁 is offered with the locked message only.
      expect(await unlockButton.count()).toBe(n < 5 ? 0 : 1);
    }

    await attempt(PASSWORD);
    await expect.poll(() => alertTitle.textContent()).toBe(`${LOCKED}短信解锁`);
    expect(new URL(page.url()).pathname).toBe('/login');

    // The owner: 短信解锁 → the account's mobile → a code → unlocked, and the right password works.
    await unlockButton.click();
    const dialog = page.getByRole('dialog', { name: '短信解锁' });
    await dialog.getByLabel('手机号').fill(mobile);
    const sent = page.waitForResponse((res) => res.url().includes('/api/auth/sendSmsCode'));
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    expect(((await (await sent).json()) as { retmsg: string }).retmsg).toBe('解锁验证码已发送');
    await dialog.getByLabel('验证码').fill(await readSmsCode(mobile));
    const unlocked = page.waitForResponse((res) => res.url().includes('/api/auth/unlockAccount'));
    await dialog.getByRole('button', { name: /解\s*锁/ }).click();
    expect(((await (await unlocked).json()) as { retcode: number }).retcode).toBe(1);
    await page.getByText('账号已解锁，请重新登录').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect(await alertTitle.count()).toBe(0);

    await submitLogin(page, account, PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/login');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
