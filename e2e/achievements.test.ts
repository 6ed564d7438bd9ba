import type { Browser } from 'playwright-core';
import { PRODUCT_MESSAGES } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser';

/** Issue #10: a visitor browses technology achievements by field and sends a 技术洽谈 request. */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

describe('technology achievements', () => {
  it('filters by field, opens one and sends a 技术洽谈 request (a bad mobile held back first)', async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/achievement');
    await page.locator('main h1', { hasText: '技术成果' }).waitFor();
    const items = page.getByTestId('achievement-item');
    await items.first().waitFor({ timeout: 15_000 });

    await page.getByRole('group', { name: '技术领域' }).getByText('质量检测', { exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('field') === '质量检测');
    await expect
      .poll(async () => (await items.getByTestId('achievement-field').allTextContents()).every((t) => t === '质量检测'), { timeout: 15_000 })
      .toBe(true);

    const title = (await items.first().getByRole('heading').textContent())!.trim();
    await items.first().getByRole('link', { name: title }).click();
    await page.waitForURL((url) => url.pathname === '/achievement/detail');
    await page.locator('main h1', { hasText: '成果详情' }).waitFor();
    await expect.poll(() => page.getByTestId('achievement').getByRole('heading', { level: 2 }).textContent(), { timeout: 15_000 }).toBe(title);

    const talk = page.getByRole('complementary', { name: '技术洽谈' });
    await talk.getByLabel('联系人').fill('王经理');
    await talk.getByLabel('手机号').fill('1380000000');
    await talk.getByLabel('单位名称').fill('亳州某饮片有限公司');
    await talk.getByLabel('洽谈内容').fill('希望了解该技术的许可费用与合作方式。');
    await talk.getByRole('button', { name: '提交洽谈申请' }).click();
    await talk.getByText('请输入合法的手机号').waitFor({ timeout: 10_000 });

    await talk.getByLabel('手机号').fill('13800000005');
    await talk.getByRole('button', { name: '提交洽谈申请' }).click();
    await expect.poll(() => talk.getByTestId('tech-talk-sent').textContent(), { timeout: 15_000 }).toContain(PRODUCT_MESSAGES.techTalkSent);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
