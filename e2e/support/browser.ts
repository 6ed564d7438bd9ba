import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';
import { inject } from 'vitest';

/**
 * Helpers for the browser suite. Usage in a spec:
 *   let browser: Browser;
 *   beforeAll(async () => { browser = await launchBrowser(); });
 *   afterAll(async () => browser.close());
 *   it('…', async () => { const { page, consoleErrors } = await openPage(browser, '/home'); … });
 * `baseUrl()` is the real server's address; pages use the demo data the server seeded.
 */

/** Flags that keep Chromium off the closed network (see DEVELOPERS.md). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const baseUrl = (): string => inject('baseUrl');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: inject('chromiumPath'), args: CHROMIUM_ARGS });
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** console.error messages and uncaught page errors, collected since the page opened. */
  consoleErrors: string[];
}

export async function openPage(browser: Browser, path?: string): Promise<OpenedPage> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN', baseURL: baseUrl() });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
  page.on('pageerror', (err) => consoleErrors.push(err.message));
  if (path !== undefined) await page.goto(path);
  return { page, context, consoleErrors };
}

/**
 * Issue #22: a signed-in page keeps its live stream (a fetch that never ends) open, so the network
 * never goes idle. A spec that waits for `networkidle` and is not about live updates refuses the
 * stream for its page; the client then retries it now and then, a request that fails at once.
 */
export async function withoutLiveStream(page: Page): Promise<void> {
  await page.route('**/api/live/stream', (route) => route.abort());
}
