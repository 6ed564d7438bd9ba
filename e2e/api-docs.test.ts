import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage } from './support/browser';

/**
 * Issue #24: the API documentation page (the demo start serves it) renders in Chromium from this
 * server alone — the intranet has no CDN — under the portal's Content-Security-Policy, and shows
 * the calls' Chinese summaries.
 */
describe('the API documentation page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  it('renders /api/docs with the Chinese summaries, and no request leaves this server', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    const origin = new URL(baseUrl()).origin;
    const elsewhere: string[] = [];
    // Anything not from this server is recorded and refused (never fetched from the network).
    await context.route(
      (url) => url.origin !== origin,
      (route) => {
        elsewhere.push(route.request().url());
        return route.abort();
      },
    );
    const document = page.waitForResponse((res) => res.url() === `${origin}/api/docs/json`);
    await page.goto('/api/docs');
    expect((await document).status()).toBe(200);

    await expect.poll(() => page.locator('.swagger-ui .info .title').innerText()).toContain('中药质量检测服务平台 接口文档');
    // The domains are collapsed (docExpansion none): open one and read a call's summary.
    await page.locator('.opblock-tag', { hasText: '单点登录（子平台对接）' }).click();
    const silenceLogin = page.locator('.opblock', { hasText: '/api/third/silenceLogin' });
    await expect.poll(() => silenceLogin.locator('.opblock-summary-description').innerText()).toBe('以一次性凭证静默登录');
    await silenceLogin.locator('.opblock-summary').click();
    await expect.poll(() => silenceLogin.locator('.parameters-container').innerText()).toContain('noncestr');

    expect(elsewhere).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
