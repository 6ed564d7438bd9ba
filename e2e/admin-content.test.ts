import type { Browser, Page } from 'playwright-core';
import { RETCODE } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginThroughForm } from './support/accounts';
import { launchBrowser, openPage } from './support/browser';
import { chooseInTreeSelect, submitAndRead } from './support/forms';

/**
 * Issue #11, the console's content: yunying01 writes an article in the rich-text editor (saved as
 * 待发布, not public yet), publishes it (a visitor's news search finds it and reads its text), then
 * withdraws it (the search no longer finds it). The publication is in 操作日志 with its Chinese name.
 */

const POLL = { timeout: 20_000 };
const TITLE = `运营测试资讯${Date.now().toString(36)}`;
const BODY = '道地药材质量提升专区上线，欢迎送检。';

let browser: Browser;
let page: Page;
let visitor: Page;
let consoleErrors: string[];

/** Our article's row in 资讯管理, found by its title. */
async function articleRow() {
  await page.getByPlaceholder('标题、摘要或来源').fill(TITLE);
  await page.locator('main').getByRole('button', { name: /搜\s*索/ }).click();
  const row = page.getByTestId('article-table').locator('tr').filter({ hasText: TITLE });
  await row.waitFor(POLL);
  return row;
}

/** How many of a visitor's news-search results under 平台公告 carry our title. */
async function publicHits(): Promise<number> {
  await visitor.goto(`/search?searchType=${encodeURIComponent('平台公告')}&searchStr=${encodeURIComponent(TITLE)}&salt=${Date.now()}`);
  await visitor.getByTestId('search-summary').waitFor(POLL);
  return visitor.locator('main a').filter({ hasText: TITLE }).count();
}

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page, consoleErrors } = await openPage(browser));
  ({ page: visitor } = await openPage(browser));
  await loginThroughForm(page, 'yunying01');
});
afterAll(async () => browser?.close());

describe('the console’s articles', () => {
  it('saves a new article from the editor as 待发布, not yet public', async () => {
    await page.goto('/admin/articles');
    await page.locator('main h1').getByText('资讯管理').waitFor(POLL);
    await page.getByRole('button', { name: /新增资讯/ }).click();
    const drawer = page.locator('.ant-drawer').filter({ hasText: '新增资讯' });
    await drawer.getByLabel('标题').fill(TITLE);
    await chooseInTreeSelect(page, drawer, '分类', '平台公告');
    await drawer.getByLabel('来源').fill('本平台');
    await drawer.getByLabel('摘要').fill('浏览器测试写入的资讯摘要。');
    const editor = drawer.getByTestId('rich-text-content').locator('[contenteditable]');
    await editor.click();
    await page.keyboard.type(BODY);
    const saved = await submitAndRead(page, drawer, drawer.getByRole('button', { name: /保\s*存/ }), '/admin/article/create');
    const answer = (await saved.json()) as { retcode: number; retmsg: string };
    expect(answer.retcode, answer.retmsg).toBe(RETCODE.SUCCESS);
    await drawer.waitFor({ state: 'hidden', ...POLL });
    const row = await articleRow();
    await row.getByText('待发布').waitFor(POLL);
    expect(await publicHits()).toBe(0);
  });

  it('publishes it: a visitor finds it and reads its text; withdrawing takes it down again', async () => {
    const row = await articleRow();
    await row.getByRole('button', { name: '发布' }).click();
    await row.getByText('已发布').waitFor(POLL);
    await expect.poll(publicHits, POLL).toBe(1);
    await visitor.locator('main a').filter({ hasText: TITLE }).first().click();
    await visitor.getByText(BODY).waitFor(POLL);

    await row.getByRole('button', { name: '撤回' }).click();
    await page.getByRole('dialog').getByRole('button', { name: /确\s*定/ }).click();
    await row.getByText('已撤回').waitFor(POLL);
    await expect.poll(publicHits, POLL).toBe(0);
  });

  it('lists the publication in 操作日志 under its Chinese name', async () => {
    await page.goto('/admin/audit');
    await page.getByPlaceholder('详情、账号或操作关键词').fill(TITLE);
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await page.locator('main table').getByText('发布资讯').first().waitFor(POLL);
    expect(consoleErrors).toEqual([]);
  });
});
