import { INSTITUTION_MESSAGES } from '@tcm/shared';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, freshCreditCode, submitLogin } from './support/accounts';
import { launchBrowser, openPage } from './support/browser';
import { uniqueMobile } from './support/outbox';

/** Issue #8 in the browser: the directory, a detail, favourites, evaluations and the settlement application. */
describe('testing institutions', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  const cards = (page: Page) => page.getByTestId('institution-card');
  /** expect.poll waits one second by default: a cold page load needs longer. */
  const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000 });
  const radio = (page: Page, group: string, name: string) => page.getByRole('radiogroup', { name: group }).getByText(name, { exact: true });

  it('filters and sorts the directory; the address keeps the filters over a reload', async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/organization');
    await cards(page).first().waitFor();
    expect(await cards(page).count()).toBe(10);

    await radio(page, '机构资质', 'CNAS').click();
    await page.waitForURL((url) => url.searchParams.get('qualification') === '2');
    await radio(page, '排序', '检测单量').click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'orders');
    await poll(() => cards(page).first().getByTestId('qualification-tags').textContent()).toContain('CNAS');
    for (const tags of await page.getByTestId('institution-card').getByTestId('qualification-tags').allTextContents()) expect(tags).toContain('CNAS');
    const orders = (await page.getByTestId('institution-orders').allTextContents()).map(Number);
    expect(orders).toEqual([...orders].sort((a, b) => b - a));

    await page.reload();
    await cards(page).first().waitFor();
    expect(await page.getByRole('radiogroup', { name: '机构资质' }).getByRole('radio', { name: 'CNAS' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: '检测单量' }).isChecked()).toBe(true);

    await radio(page, '所在地区', '华东').click();
    await page.waitForURL((url) => url.searchParams.get('region') === '华东');
    await cards(page).first().waitFor();
    const provinces = ['上海', '江苏', '浙江', '安徽', '福建', '江西', '山东'];
    for (const text of await cards(page).locator('p').filter({ hasText: '服务类别' }).allTextContents()) {
      expect(provinces.some((p) => text.includes(p)), text).toBe(true);
    }

    // The pharmacopoeia links here with ?variety=: it reads as what the institution can test.
    await page.goto(`/organization?variety=${encodeURIComponent('黄芪')}`);
    await cards(page).first().waitFor();
    expect(await page.getByLabel('可检测项目或品种').inputValue()).toBe('黄芪');
    const total = Number(await page.getByTestId('directory-total').locator('b').textContent());
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(40);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('opens a detail with prices and certificates; reads its approved evaluations', async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/organization');
    const first = cards(page).first().getByRole('heading').getByRole('link');
    const name = (await first.textContent())!;
    await first.click();
    await page.waitForURL((url) => url.pathname === '/organization/detail' && url.searchParams.has('id'));
    const profile = page.getByTestId('institution-profile');
    await expect(profile.getByRole('heading').textContent()).resolves.toContain(name);
    await page.getByTestId('certificates').locator('img').first().waitFor();
    const table = page.getByTestId('service-table');
    await table.locator('tbody tr').first().waitFor();
    expect(await table.locator('tbody').textContent()).toMatch(/¥[\d,]+\.\d{2}/);
    // 加入购物车 puts the service in the (browser-kept) cart, grouped under this institution.
    const itemName = (await table.locator('tbody tr').first().locator('b').first().textContent())!;
    await table.getByRole('button', { name: /加入购物车/ }).first().click();
    await page.locator('.ant-message-notice').filter({ hasText: `已将「${itemName}」加入购物车` }).waitFor();
    await page.goto('/shopCart');
    await page.getByText(name).first().waitFor();
    await page.getByText(itemName).first().waitFor();
    await page.goBack();

    const summary = page.getByTestId('evaluation-summary');
    const count = Number(await summary.locator('b').first().textContent());
    await summary.getByRole('link', { name: /查看全部评价/ }).click();
    await page.waitForURL((url) => url.pathname === '/organization/evaluate');
    await expect(page.getByTestId('evaluate-institution').textContent()).resolves.toBe(name);
    if (count > 0) {
      await page.getByTestId('evaluation').first().waitFor();
      expect(await page.getByTestId('evaluation').count()).toBe(Math.min(count, 10));
    } else {
      await page.getByText('该机构暂无评价').waitFor();
    }
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('a visitor is sent to log in; a member favourites, sees it in 我的收藏, and un-favourites', async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/organization/detail?id=2');
    const heart = page.getByTestId('collect-heart');
    const name = (await page.getByTestId('institution-profile').getByRole('heading').innerText()).split('\n')[0]!.trim();
    await heart.click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/organization/detail?id=2');
    await submitLogin(page, 'geren01');
    await page.waitForURL((url) => url.pathname === '/organization/detail');

    const pressed = () => heart.getAttribute('aria-pressed');
    const heartReady = () => page.locator('[data-testid="collect-heart"]:enabled').waitFor();
    await heartReady();
    if ((await pressed()) === 'true') await heart.click(); // left over from an earlier run on the same data
    await poll(pressed).toBe('false');
    await heart.click();
    await poll(pressed).toBe('true');
    await page.getByText(INSTITUTION_MESSAGES.collected).waitFor();

    await page.goto('/pcenter/collect?type=1');
    const row = page.getByTestId('collect-row').filter({ hasText: name });
    await row.waitFor();
    await row.getByRole('link', { name }).click();
    await page.waitForURL((url) => url.pathname === '/organization/detail' && url.searchParams.get('id') === '2');
    await poll(pressed).toBe('true');
    await heart.click();
    await poll(pressed).toBe('false');

    await page.goto('/pcenter/collect?type=1');
    await page.getByRole('tab', { name: '检测机构', selected: true }).waitFor();
    await poll(() => page.getByTestId('collect-row').filter({ hasText: name }).count()).toBe(0);

    // Cancelling from the list asks first.
    await page.goto('/organization/detail?id=2');
    await heartReady();
    await heart.click();
    await poll(pressed).toBe('true');
    await page.goto('/pcenter/collect');
    await row.getByRole('button', { name: '取消收藏' }).click();
    await page.getByRole('dialog').filter({ hasText: '确定取消收藏吗？' }).getByRole('button', { name: /确\s*定/ }).click();
    await poll(() => row.count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  /** An attachment of the settlement form (its uploader) by its label. */
  const attachment = (page: Page, label: string): Locator => page.getByRole('group', { name: label, exact: true });
  /** A field's message under it (the lite form's role=alert). */
  const message = (page: Page, text: string): Locator => page.getByRole('alert').filter({ hasText: text });
  const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') });

  async function fillApplication(page: Page, unifyCode: string, mobile: string): Promise<void> {
    await page.getByLabel('企业名称').fill('青禾测试检验（杭州）有限公司');
    await page.getByLabel('统一社会信用代码').fill(unifyCode);
    await page.getByLabel('CMA证书编号').fill('231512340101');
    for (const [label, file] of [['营业执照', '营业执照.pdf'], ['CMA证书', 'CMA证书.pdf']] as const) {
      await attachment(page, label).getByLabel('上传文件').setInputFiles(pdf(file));
      await attachment(page, label).getByTestId('upload-tile').waitFor();
    }
    await page.getByLabel('联系人').fill('林测试');
    await page.getByLabel('手机号').fill(mobile);
    await page.getByLabel('电子邮箱').fill('apply@lab.example.cn');
    await page.getByLabel('省份').selectOption('浙江');
    await page.getByLabel('城市').fill('杭州');
    await page.getByLabel('详细地址').fill('西湖区文三路 100 号');
    // Ticking a top category ticks its children, whose items then show.
    const categories = page.getByRole('group', { name: '服务类别' });
    await categories.getByRole('checkbox', { name: '中药材及饮片检测', exact: true }).check();
    expect(await categories.getByRole('checkbox', { name: '常规检查', exact: true }).isChecked()).toBe(true);
    const items = page.getByTestId('test-item-groups');
    await items.getByRole('checkbox', { name: '水分', exact: true }).check();
    await items.getByRole('checkbox', { name: '总灰分', exact: true }).check();
    await page.getByLabel('机构简介').fill('专注中药材与饮片检测的第三方实验室。（浏览器测试）');
  }

  it('settlement: a wrong check character and a listed code are refused, a fresh code is accepted; the state is found by code and mobile', async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/organization/settlement');
    const good = freshCreditCode();
    const bad = good.slice(0, 17) + (good[17] === '0' ? '1' : '0');
    const mobile = uniqueMobile();
    await fillApplication(page, bad, mobile);
    const code = page.getByLabel('统一社会信用代码');
    await page.getByRole('button', { name: '提交入驻申请' }).click();
    await message(page, '请输入合法的统一社会信用代码').waitFor();
    expect(await code.getAttribute('aria-invalid')).toBe('true');

    // judgeUnifyCode on blur: a listed institution's code cannot apply again.
    const settled = await callApi<{ unifyCode: string }>('/api/settleCompany/getSettleCompany?id=1');
    await page.getByLabel('统一社会信用代码').fill(settled.data.unifyCode);
    await page.getByLabel('统一社会信用代码').blur();
    await message(page, INSTITUTION_MESSAGES.creditCodeSettled).waitFor();

    await page.getByLabel('统一社会信用代码').fill(good);
    await page.getByLabel('统一社会信用代码').blur();
    await poll(() => code.getAttribute('aria-invalid')).toBe(null);
    await page.getByRole('button', { name: '提交入驻申请' }).click();
    const receipt = page.getByTestId('settlement-receipt');
    await receipt.getByText(INSTITUTION_MESSAGES.applicationSubmitted).waitFor();
    await receipt.getByRole('button', { name: '查询进度' }).click();
    await poll(() => receipt.getByTestId('settlement-state').textContent()).toContain('待审核');

    // A second application for the same code while the first is pending is refused.
    await page.goto('/organization/settlement');
    await fillApplication(page, good, mobile);
    await page.getByRole('button', { name: '提交入驻申请' }).click();
    await page.getByText(INSTITUTION_MESSAGES.applicationPending).first().waitFor();

    // The lookup on the introduction page: a wrong mobile finds nothing, the right one the state.
    await page.goto('/organization/introduce');
    const lookup = page.getByTestId('settlement-lookup');
    await lookup.getByLabel('统一社会信用代码').fill(good);
    await lookup.getByLabel('申请手机号').fill(uniqueMobile());
    await lookup.getByRole('button', { name: '查询进度' }).click();
    await lookup.getByText(INSTITUTION_MESSAGES.applicationNotFound).waitFor();
    await lookup.getByLabel('申请手机号').fill(mobile);
    await lookup.getByRole('button', { name: '查询进度' }).click();
    await poll(() => lookup.getByTestId('settlement-state').textContent()).toContain('待审核');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
