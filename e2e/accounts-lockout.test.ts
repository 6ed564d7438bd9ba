import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerViaApi, submitLogin } from './support/accounts';
import { launchBrowser, openPage } from './support/browser';

const PASSWORD = 'Lock2026pw';
const LOCKED = '密码错误次数过多，账号已锁定，请15分钟后再试';

describe('login lockout', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  it('five wrong passwords lock a fresh account; then even the right one is refused', async () => {
    const { account } = await registerViaApi(PASSWORD);
    const { page, context, consoleErrors } = await openPage(browser, '/login');
    await page.locator('main h1').waitFor();
    const alert = page.getByRole('main').locator('.ant-alert');

    /** Submits and waits for the server's answer, so the alert shows this attempt's message. */
    const attempt = async (password: string) => {
      const answered = page.waitForResponse((res) => res.url().includes('/api/auth/login'));
      await submitLogin(page, account, password);
      await answered;
    };

    for (let n = 1; n <= 5; n += 1) {
      await attempt(`Wrong${n}pw!`);
      await expect.poll(() => alert.textContent(), { message: `attempt ${n}` }).toBe(n < 5 ? '账号或密码错误' : LOCKED);
    }

    await attempt(PASSWORD);
    await expect.poll(() => alert.textContent()).toBe(LOCKED);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
