import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- plain .mjs helper shared with the bench: reads the web app's route table
import { publicPageRoutes } from '../bench/lib/web-routes.mjs';
import { loginThroughForm } from './support/accounts';
import { launchBrowser } from './support/browser';
import { formatViolations, openQualityPage, seriousAxeViolations, waitForRest } from './support/page-quality';

/**
 * Issue #18: axe-core on every public route of the route table and on the
 * personal centre (a demo member signed in), in Lighthouse's desktop
 * viewport, once the page's data is shown. Serious and critical violations fail.
 */
const PUBLIC_ROUTES: string[] = (publicPageRoutes() as Array<{ path: string }>).map((r) => r.path);

const PCENTER_ROUTES = ['/pcenter/baseInfo', '/pcenter/order', '/pcenter/report', '/pcenter/collect', '/pcenter/package', '/pcenter/address', '/pcenter/quality', '/pcenter/notice', '/pcenter/smsSettings'];

describe('accessibility of every public page (axe-core: no serious or critical violation)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  it('reads the public routes from the route table', () => {
    expect(PUBLIC_ROUTES).toContain('/home');
    expect(PUBLIC_ROUTES).toContain('/register');
    expect(PUBLIC_ROUTES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(PUBLIC_ROUTES)('%s', async (path) => {
    const q = await openQualityPage(browser);
    try {
      await q.page.goto(path);
      await q.page.locator('h1').first().waitFor();
      await waitForRest(q);
      const violations = await seriousAxeViolations(q.page);
      expect(violations, formatViolations(path, violations)).toEqual([]);
    } finally {
      await q.context.close();
    }
  });

  it('the personal centre, signed in as a demo member', async () => {
    const q = await openQualityPage(browser);
    try {
      await loginThroughForm(q.page, 'geren02');
      const failures: string[] = [];
      for (const path of PCENTER_ROUTES) {
        await q.page.goto(path);
        await q.page.waitForURL(`**${path}`);
        await q.page.locator('h1').first().waitFor();
        await waitForRest(q);
        const violations = await seriousAxeViolations(q.page);
        if (violations.length) failures.push(formatViolations(path, violations));
      }
      expect(failures.join('\n'), failures.join('\n')).toBe('');
    } finally {
      await q.context.close();
    }
  });
});
