import type { Browser, Locator, Page } from 'playwright-core';
import type { LoginResult, MemberDetail } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, callApi, loginThroughForm } from './support/accounts';
import { launchBrowser, openPage } from './support/browser';

/**
 * Issue #11, the operator console: yunying01 signs in through the form and lands on 数据看板,
 * opens 实名审核, rejects geren02's submission with a reason (geren02 then sees status 3 and the
 * reason) and approves qiye03's, finds that rejection in 操作日志, and approves a seeded product
 * in review, which then shows in the mall. A member opening /admin is turned away.
 */

const POLL = { timeout: 20_000 };
const REASON = '身份证号与姓名不一致，请核对后重新提交';
/** gongying04's product seeded in review (seed/products: the fifth of each supplier); no other spec touches it. */
const PRODUCT = '绞股蓝总皂苷';

let browser: Browser;
let page: Page;
let consoleErrors: string[];

const memberDetail = async (member: LoginResult) =>
  (await callApi<MemberDetail>(`/api/sysMember/getMemberDetail?userId=${member.userId}`, undefined, member.accessToken)).data;

/** Searches the pending queue for `account` and answers its row. */
async function pendingRow(account: string): Promise<Locator> {
  await page.getByLabel('关键词').fill(account);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  const row = page.getByTestId('realname-table').locator('tr').filter({ hasText: account });
  await row.waitFor(POLL);
  return row;
}

/** Confirms the dialog titled `title` and waits for the server's retmsg and the dialog to close. */
async function submitDialog(title: string, okText: RegExp, retmsg: string): Promise<void> {
  const dialog = page.locator('.ant-modal').filter({ hasText: title });
  await dialog.getByRole('button', { name: okText }).click();
  await page.locator('.ant-message-notice').filter({ hasText: retmsg }).waitFor(POLL);
  await dialog.waitFor({ state: 'detached', ...POLL });
}

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page, consoleErrors } = await openPage(browser));
  await loginThroughForm(page, 'yunying01');
});
afterAll(async () => browser?.close());

describe('the operator console', () => {
  it('shows operators the entry in the header and the console in its own frame', async () => {
    await page.goto('/home');
    await page.getByTestId('account-area').getByRole('link', { name: '运营管理' }).click();
    await page.waitForURL('**/admin/dashboard', POLL);
    await page.locator('main h1').getByText('数据看板').waitFor(POLL);
    await page.getByTestId('admin-frame').getByText('平台运营管理').waitFor(POLL);
  });

  it('shows the figures, the pending queues as links and the charts on 数据看板, twelve months included', async () => {
    await page.getByTestId('dashboard-figures').getByText('累计成交额').waitFor(POLL);
    expect(await page.getByTestId('dashboard-figures').textContent()).toMatch(/¥[\d,]+\.\d{2}/);
    await page.getByRole('img', { name: /各状态订单数：共 \d+ 单/ }).waitFor(POLL);
    await page.getByRole('img', { name: /近30天每日新增会员：共 \d+ 人/ }).waitFor(POLL);
    // The seeded year (issue #20): twelve months of orders and turnover, every month with orders.
    await page.getByRole('img', { name: /近12个月每月订单数：共 \d+ 单/ }).waitFor(POLL);
    await page.getByRole('img', { name: /近12个月每月成交额：共 [\d,]+ 元/ }).waitFor(POLL);
    const months = await page.getByTestId('months-orders-chart').locator('circle title').allTextContents();
    expect(months).toHaveLength(12);
    for (const m of months) expect(m).toMatch(/^\d{4}-\d{2}：[1-9]\d* 单$/);
    const pending = page.getByRole('list', { name: '待处理事项' });
    expect(await pending.getByRole('link', { name: /商品审核/ }).getAttribute('href')).toBe('/admin/products');
  });

  it('shows the failure rates of the last 12 months on 数据看板 (issue #21), a line per month and the two ranked lists', async () => {
    const block = page.getByTestId('failure-rates');
    await block.getByRole('heading', { name: '近12个月检测不合格率' }).waitFor(POLL);
    await block.getByRole('img', { name: /^近12个月每月检测不合格率：合计 / }).waitFor(POLL);
    expect(await page.getByTestId('failure-rate-months').locator('circle title').allTextContents()).toHaveLength(12);
    expect(await page.getByTestId('failure-rate-overall').textContent()).toMatch(/^(\d+\.\d%|—)$/);
    // Ranked, or saying why not: the demo data has few reports.
    await block.getByRole('img', { name: /^近12个月检测不合格率（按检测项目）：/ }).waitFor(POLL);
    await block.getByRole('img', { name: /^近12个月检测不合格率（按品种）：/ }).waitFor(POLL);
  });

  it('rejects geren02’s real-name submission with a reason, and geren02 sees it', async () => {
    await page.getByRole('navigation', { name: '运营菜单' }).getByRole('link', { name: '实名审核' }).click();
    await page.locator('main h1').getByText('实名审核').waitFor(POLL);
    const row = await pendingRow('geren02');
    await row.getByText('陈立衡').waitFor(POLL);
    await row.getByRole('button', { name: /驳\s*回/ }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '驳回' });
    await dialog.getByRole('button', { name: /确认驳回/ }).click();
    await dialog.getByText('请填写驳回原因').waitFor(POLL); // refused in the browser first
    await dialog.getByLabel('驳回原因').fill(REASON);
    await submitDialog('驳回', /确认驳回/, '已驳回该实名认证');
    await row.waitFor({ state: 'detached', ...POLL }); // the pending list refreshed

    const geren02 = await apiLogin('geren02');
    await expect.poll(async () => (await memberDetail(geren02)).infoStatus, POLL).toBe(3);
    expect((await memberDetail(geren02)).rejectReason).toBe(REASON);
  });

  it('approves qiye03’s company submission', async () => {
    const row = await pendingRow('qiye03');
    await row.getByText('文山三七源生物科技有限公司').waitFor(POLL);
    await row.getByRole('button', { name: /通\s*过/ }).click();
    await submitDialog('审核通过', /确认通过/, '实名认证已审核通过');
    const qiye03 = await apiLogin('qiye03');
    await expect.poll(async () => (await memberDetail(qiye03)).infoStatus, POLL).toBe(2);
    expect(consoleErrors).toEqual([]);
  });

  it('finds that rejection in 操作日志 by keyword, with its Chinese action name', async () => {
    await page.getByRole('navigation', { name: '运营菜单' }).getByRole('link', { name: '操作日志' }).click();
    await page.locator('main h1').getByText('操作日志').waitFor(POLL);
    await page.getByLabel('关键词').fill(REASON);
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await page.waitForURL((url) => url.searchParams.get('keyword') === REASON, POLL);
    const row = page.getByTestId('audit-table').locator('tbody tr').filter({ hasText: '实名审核驳回' });
    await row.waitFor(POLL);
    expect(await row.textContent()).toContain('yunying01');
    expect(await row.textContent()).toContain('成功');
  });

  it('approves a product in review from its detail drawer, and the mall lists it', async () => {
    await page.getByRole('navigation', { name: '运营菜单' }).getByRole('link', { name: '商品审核' }).click();
    await page.locator('main h1').getByText('商品审核').waitFor(POLL);
    await page.getByLabel('关键词').fill(PRODUCT);
    await page.getByRole('button', { name: /查\s*询/ }).click();
    const row = page.getByTestId('product-table').locator('tbody tr').filter({ hasText: PRODUCT });
    await row.waitFor(POLL);
    expect(await row.locator('img').getAttribute('src')).toMatch(/\?w=180$/);
    await row.getByRole('button', { name: /详\s*情/ }).click();
    const drawer = page.locator('.ant-drawer').filter({ hasText: '产品详情' });
    await drawer.getByTestId('product-images').locator('img').first().waitFor(POLL);
    await drawer.getByRole('button', { name: /通\s*过/ }).click();
    await submitDialog('审核通过', /确认通过/, '审核通过，产品已上架');
    await row.waitFor({ state: 'detached', ...POLL }); // gone from the 审核中 tab

    await page.goto(`/mall?keyword=${encodeURIComponent(PRODUCT)}`);
    await page.getByTestId('product-card').filter({ hasText: PRODUCT }).waitFor(POLL);
    expect(consoleErrors).toEqual([]);
  });

  it('turns away a member who opens the console', async () => {
    const { page: memberPage, context } = await openPage(browser);
    await loginThroughForm(memberPage, 'putong01');
    await memberPage.goto('/admin');
    await memberPage.locator('main h1').getByText('仅限平台运营人员访问').waitFor(POLL);
    await memberPage.getByRole('link', { name: '返回首页' }).waitFor();
    await context.close();
  });
});
