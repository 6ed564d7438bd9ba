import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage } from './support/browser';

describe('the real server serves the portal to a real browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  it('answers /healthz and serves the app shell for /home', async () => {
    const health = await fetch(`${baseUrl()}/healthz`);
    expect((await health.json()).retcode).toBe(1);
    const { page, consoleErrors } = await openPage(browser, '/home');
    await expect(page.locator('#root').innerHTML()).resolves.not.toBe('');
    expect(consoleErrors).toEqual([]);
  });
});
