import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { PRODUCT_MESSAGES, RETCODE, type LoginResult, type ProductPage } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, callApi, loginThroughForm } from './support/accounts';
import { launchBrowser, openPage } from './support/browser';
import { chooseInTreeSelect, submitAndRead } from './support/forms';

/**
 * Issue #10 as a member meets it: qiye01 publishes a product with an image in /pcenter/product
 * and submits it; the review is an operator's call, driven through the API as yunying01; the
 * product then shows in /mall and on its detail page. The tests run in order on one page.
 */

const MEMBER = 'qiye01';
const NAME = `E2E黄芪${Date.now().toString(36)}`;
const PHONE = '13812345678';

let browser: Browser;
let page: Page;
let member: LoginResult;
let productId: number;

const toast = (text: string) => page.locator('.ant-message-notice').filter({ hasText: text });
const row = () => page.getByTestId('my-products').locator('tr', { hasText: NAME });

beforeAll(async () => {
  browser = await launchBrowser();
  member = await apiLogin(MEMBER);
  ({ page } = await openPage(browser));
  await loginThroughForm(page, MEMBER);
});
afterAll(async () => browser.close());

describe('a member’s product, from draft to the mall', () => {
  it('publishes a draft with an image, the price held to §5', async () => {
    await page.goto('/pcenter/product');
    await page.locator('main h1', { hasText: '我的产品' }).waitFor();
    await page.getByRole('button', { name: '发布产品' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '发布产品' });
    await dialog.waitFor();

    await chooseInTreeSelect(page, dialog, '产品分类', '根及根茎类饮片');
    await dialog.getByLabel('产品名称').fill(NAME);
    await dialog.getByLabel('价格（元）').fill('1234567');
    await dialog.getByText('整数最大6位 小数点2位').waitFor({ timeout: 10_000 });
    await dialog.getByLabel('价格（元）').fill('86.5');
    await dialog.getByLabel('计价单位').fill('公斤');
    await dialog.getByLabel('规格').fill('统片 厚2-4mm');
    await dialog.getByLabel('产地').fill('甘肃陇西');
    await dialog.getByLabel('联系人').fill('张经理');
    await dialog.getByLabel('联系电话').fill(PHONE);

    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#7a9a4a' } }).png().toBuffer();
    await dialog.getByLabel('上传图片').setInputFiles({ name: '黄芪.png', mimeType: 'image/png', buffer: png });
    const question = page.getByRole('dialog').filter({ hasText: '图片是否需要进行裁减?' });
    await question.getByRole('button', { name: '不裁剪' }).click();
    await expect.poll(() => dialog.getByTestId('upload-tile').count(), { timeout: 20_000 }).toBe(1);

    // The save's answer is read, so a refusal fails here with the server's own words.
    const response = await submitAndRead(page, dialog, dialog.getByRole('button', { name: /保\s*存/ }), '/publishProduct/addPublishProduct');
    const saved = (await response.json()) as { retcode: number; retmsg: string };
    expect(saved.retcode, saved.retmsg).toBe(RETCODE.SUCCESS);
    await toast(PRODUCT_MESSAGES.saved).waitFor({ timeout: 15_000 });
    await row().waitFor({ timeout: 30_000 });
    expect(await row().getByTestId('goods-status').textContent()).toContain('草稿');
  });

  it('submits it for review; in review it offers nothing', async () => {
    await row().getByRole('button', { name: '提交审核' }).click();
    await page.getByRole('dialog').filter({ hasText: '确定提交审核吗？' }).getByRole('button', { name: /确\s*定/ }).click();
    await toast(PRODUCT_MESSAGES.submitted).waitFor({ timeout: 15_000 });
    await expect.poll(() => row().getByTestId('goods-status').textContent(), { timeout: 15_000 }).toContain('审核中');
    expect(await row().getByText('审核中，请等待平台审核').isVisible()).toBe(true);

    const mine = await callApi<ProductPage>(`/publishProduct/findMyProduct?keyword=${encodeURIComponent(NAME)}&pageNum=1&pageSize=10`, undefined, member.accessToken);
    expect(mine.data.list).toHaveLength(1);
    productId = mine.data.list[0]!.id;
  });

  it('is approved by the operator (through the API) and then offers 下架 and 推荐到首页', async () => {
    const operator = await apiLogin('yunying01');
    const res = await callApi('/publishProduct/changePublishProduct', { id: productId, action: 'approve' }, operator.accessToken);
    expect(res.retcode, res.retmsg).toBe(1);

    await page.reload();
    await expect.poll(() => row().getByTestId('goods-status').textContent(), { timeout: 15_000 }).toContain('已上架');
    expect(await row().getByRole('button', { name: '下架' }).isVisible()).toBe(true);
    expect(await row().getByRole('button', { name: '推荐到首页' }).isVisible()).toBe(true);
  });

  it('goes onto the home page, and 我的产品’s 首页推荐 tab lists it with its tag', async () => {
    await row().getByRole('button', { name: '推荐到首页' }).click();
    await page.getByRole('dialog').filter({ hasText: '确定将该产品推荐到首页吗？' }).getByRole('button', { name: /确\s*定/ }).click();
    await row().getByTestId('goods-status').getByText('首页推荐').waitFor({ timeout: 15_000 });
    await page.getByRole('tab', { name: '首页推荐' }).click();
    await page.waitForURL((url) => url.searchParams.get('recommended') === '1');
    await row().waitFor({ timeout: 15_000 });
    // Only recommended ones: every row carries the tag.
    const statuses = page.getByTestId('my-products').getByTestId('goods-status');
    // Both counts are read in the same poll: the list may still be the 全部 one for a moment after the tab's URL moves.
    const everyRowTagged = async () => {
      const rows = await statuses.count();
      return rows > 0 && rows === (await statuses.getByText('首页推荐').count());
    };
    await expect.poll(everyRowTagged, { timeout: 15_000 }).toBe(true);
    await page.getByRole('tab', { name: '全部' }).click();
    await page.waitForURL((url) => !url.searchParams.has('recommended'));
  });

  it('shows in the mall and on its detail page, the phone whole for a member', async () => {
    await page.goto(`/mall?keyword=${encodeURIComponent(NAME)}`);
    await page.locator('main h1', { hasText: '商城' }).waitFor();
    const card = page.getByTestId('product-card').filter({ hasText: NAME });
    await card.waitFor({ timeout: 15_000 });
    expect(await card.textContent()).toContain('¥86.50');
    expect(await card.textContent()).toContain('甘肃陇西');

    await card.getByRole('link', { name: NAME }).click();
    await page.waitForURL((url) => url.pathname === '/mall/detail' && url.searchParams.get('id') === String(productId));
    await page.locator('main h1', { hasText: '产品详情' }).waitFor();
    await expect.poll(() => page.getByTestId('product-price').textContent(), { timeout: 15_000 }).toBe('¥86.50');
    expect(await page.getByTestId('product-contact').textContent()).toContain(PHONE);
    expect(await page.getByTestId('product-gallery').locator('img').count()).toBeGreaterThan(0);
  });

  it('is collected from its detail page and listed in 我的收藏 under 产品, linking back', async () => {
    const heart = page.getByTestId('collect-heart');
    const pressed = () => heart.getAttribute('aria-pressed');
    await page.locator('[data-testid="collect-heart"]:enabled').waitFor();
    await expect.poll(pressed).toBe('false');
    await heart.click();
    await expect.poll(pressed).toBe('true');

    await page.goto('/pcenter/collect?type=4');
    await page.getByRole('tab', { name: '产品', selected: true }).waitFor();
    const collected = page.getByTestId('collect-row').filter({ hasText: NAME });
    await collected.waitFor();
    expect(await collected.textContent()).toContain('甘肃陇西');
    await collected.getByRole('link', { name: NAME }).click();
    await page.waitForURL((url) => url.pathname === '/mall/detail' && url.searchParams.get('id') === String(productId));
    await expect.poll(pressed).toBe('true');
    await heart.click();
    await expect.poll(pressed).toBe('false');
  });

  it('shows a visitor the phone masked, with 登录后查看', async () => {
    const visitor = await openPage(browser, `/mall/detail?id=${productId}`);
    await visitor.page.locator('main h1', { hasText: '产品详情' }).waitFor();
    const contact = visitor.page.getByTestId('product-contact');
    await expect.poll(() => contact.textContent(), { timeout: 15_000 }).toContain('138****5678');
    await contact.getByRole('link', { name: '登录后查看' }).click();
    await visitor.page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === `/mall/detail?id=${productId}`);
    expect(visitor.consoleErrors).toEqual([]);
    await visitor.context.close();
  });
});
