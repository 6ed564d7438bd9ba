import type { Browser, Locator, Page } from 'playwright-core';
import type { LoginResult, MyService, OrderDetail, PageResult, TestService } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, callApi, loginThroughForm, sharedSession } from './support/accounts';
import { launchBrowser, openPage } from './support/browser';
import { placeOrderAt } from './support/orders';

/**
 * Issue #11, the institution workbench: a member (putong01) places an order through the API;
 * jigou01 signs in through the form, finds it in the queue under 待审核, approves it and provides
 * the contract through the dialogs; the member then sees it waiting for the contract to be signed.
 * jigou01 then changes a service's price on 检测服务 and the public institution page shows it.
 * A member opening /workbench is turned away.
 */

const PDF = { name: '检测合同.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') };
const SAMPLE = `E2E工作台${Date.now().toString(36)}`;
const POLL = { timeout: 20_000 };

let browser: Browser;
let staffPage: Page;
let member: LoginResult;
let orderId: number;
let orderNo: string;

async function placeOrder(): Promise<void> {
  ({ id: orderId, orderNo } = await placeOrderAt(member.accessToken, SAMPLE));
}

const memberOrder = async () => (await callApi<OrderDetail>(`/api/orderInfo/getOrder?id=${orderId}`, undefined, member.accessToken)).data;

/** Shows the queue tab `status` (its label starts with the status name) and answers our order's row. */
async function rowUnder(status: string): Promise<Locator> {
  await staffPage.getByRole('radiogroup', { name: '订单状态' }).getByText(new RegExp(`^${status} \\(\\d+\\)$`)).click();
  const row = staffPage.getByTestId('queue-table').locator('tr').filter({ hasText: SAMPLE });
  await row.waitFor(POLL);
  return row;
}

async function submitDialog(title: string, okText: string): Promise<void> {
  const dialog = staffPage.locator('.ant-modal').filter({ hasText: title });
  // The server's retmsg; an earlier move's toast may still be showing, so count them.
  const toasts = staffPage.locator('.ant-message-notice').filter({ hasText: '操作成功' });
  const before = await toasts.count();
  await dialog.getByRole('button', { name: okText }).click();
  await expect.poll(() => toasts.count(), POLL).toBeGreaterThan(before);
  await dialog.waitFor({ state: 'detached', ...POLL });
}

beforeAll(async () => {
  browser = await launchBrowser();
  member = await apiLogin('putong01');
  await placeOrder();
  ({ page: staffPage } = await openPage(browser));
  await loginThroughForm(staffPage, 'jigou01');
});
afterAll(async () => browser?.close());

describe('the institution workbench', () => {
  it('shows staff the entry in the header and the queue in its own frame', async () => {
    await staffPage.goto('/home');
    await staffPage.getByTestId('account-area').getByRole('link', { name: '机构工作台' }).click();
    await staffPage.waitForURL('**/workbench/orders', POLL);
    await staffPage.locator('main h1').getByText('订单管理').waitFor(POLL);
    await expect.poll(() => staffPage.getByTestId('workbench-subtitle').textContent(), POLL).not.toBe('');
    await staffPage.getByRole('link', { name: '返回门户' }).waitFor();
  });

  it('approves a new order and provides its contract, and the member sees it waiting for the signature', async () => {
    await staffPage.getByLabel('订单号').fill(orderNo);
    await staffPage.getByRole('button', { name: /查\s*询/ }).click();
    const pending = await rowUnder('待审核');
    // Staff see their client whole (issue #20), the name the member's own order shows.
    const client = (await memberOrder()).memberName;
    expect(client).not.toMatch(/\*/);
    await pending.getByText(client, { exact: true }).waitFor(POLL);
    // Exactly what the lifecycle allows the institution at 待审核.
    await expect.poll(() => pending.getByTestId('workbench-actions').getByRole('button').allTextContents(), POLL).toEqual(['审核通过', '审核驳回']);
    await pending.getByRole('button', { name: '审核通过' }).click();
    await submitDialog('审核通过', '确 认');
    await expect.poll(async () => (await memberOrder()).status, POLL).toBe(2);

    const approved = await rowUnder('待签订合同');
    await approved.getByRole('button', { name: '上传合同' }).click();
    const dialog = staffPage.locator('.ant-modal').filter({ hasText: '上传合同' });
    await dialog.getByRole('button', { name: '提 交' }).click();
    await dialog.locator('.ant-form-item-explain-error').first().waitFor(POLL); // no PDF yet: refused in the browser
    await dialog.getByLabel('上传文件').setInputFiles(PDF);
    await dialog.getByText('检测合同.pdf').waitFor(POLL);
    await submitDialog('上传合同', '提 交');
    await expect.poll(async () => (await memberOrder()).contractUrl, POLL).toMatch(/^\/files\/.+\.pdf$/);

    const { page: memberPage, context } = await openPage(browser);
    await loginThroughForm(memberPage, 'putong01');
    await memberPage.goto(`/pcenter/order/detail?id=${orderId}`);
    await memberPage.locator('main h1').waitFor(POLL);
    const detail = memberPage.getByTestId('order-detail');
    await detail.getByText('待签订合同').first().waitFor(POLL);
    await detail.getByTestId('order-actions').getByRole('button', { name: '签订合同' }).waitFor(POLL);
    await context.close();
  });

  it('opens the order detail with the institution’s timeline', async () => {
    await staffPage.goto(`/workbench/orders/detail?id=${orderId}`);
    await staffPage.locator('main h1').getByText('订单详情').waitFor(POLL);
    const timeline = staffPage.getByTestId('order-timeline');
    await timeline.getByText('审核通过').waitFor(POLL);
    await timeline.getByText('本机构').first().waitFor(POLL);
  });

  it('edits a service price on 检测服务, and the public institution page shows the new price', async () => {
    const staff = await sharedSession('jigou01');
    const roles = await callApi<{ institution: { id: number } | null }>('/api/console/getMyRoles', undefined, staff.accessToken);
    const institutionId = roles.data.institution!.id;
    // The first service the public page lists, so it is on the page's first screen.
    const [shown] = (await callApi<PageResult<TestService>>(`/api/testService/queryTestService?institutionId=${institutionId}&pageSize=1`)).data.list;
    const mine = await callApi<PageResult<MyService>>(`/api/institutionService/queryMyService?keyword=${encodeURIComponent(shown!.testItem.name)}&pageSize=100`, undefined, staff.accessToken);
    const original = mine.data.list.find((s) => s.id === shown!.id)!;
    const yuan = (original.priceFen + 1234) / 100; // a price it does not have yet
    const text = yuan.toFixed(2);

    await staffPage.goto('/workbench/services');
    await staffPage.locator('main h1').getByText('检测服务').waitFor(POLL);
    await staffPage.getByLabel('检测项目名称').fill(original.testItem.name);
    await staffPage.getByRole('button', { name: /查\s*询/ }).click();
    const row = staffPage.getByTestId('service-table').locator(`tr[data-row-key="${original.id}"]`);
    await row.getByRole('button', { name: /编\s*辑/ }).click();
    const dialog = staffPage.locator('.ant-modal').filter({ hasText: '编辑检测服务' });
    await dialog.getByLabel('价格（元）').fill('12.345');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await dialog.getByText('整数最大6位 小数点2位').waitFor(POLL); // the §5 price rule, before anything is sent
    await dialog.getByLabel('价格（元）').fill(text);
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await staffPage.locator('.ant-message-notice').filter({ hasText: '检测服务已保存' }).waitFor(POLL);
    await dialog.waitFor({ state: 'detached', ...POLL });
    const price = `¥${yuan.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    await row.getByText(price).waitFor(POLL);

    const { page, context } = await openPage(browser);
    await page.goto(`/organization/detail?id=${institutionId}`);
    await page.getByTestId('service-table').getByText(price).waitFor(POLL);
    await context.close();

    // Put the demo price back for the next run.
    const { id, testItem, periodDays, qualifications, varieties } = original;
    const restored = await callApi('/api/institutionService/editMyService', { id, testItemId: testItem.id, price: (original.priceFen / 100).toFixed(2), periodDays, qualifications, varieties }, staff.accessToken);
    expect(restored.retcode, restored.retmsg).toBe(1);
  });

  it('turns away a member who opens the workbench', async () => {
    const { page, context } = await openPage(browser);
    await loginThroughForm(page, 'putong01');
    await page.goto('/workbench');
    await page.locator('main h1').getByText('仅限检测机构工作人员访问').waitFor(POLL);
    await page.getByRole('link', { name: '返回首页' }).waitFor();
    await expect(page.getByTestId('account-area').count()).resolves.toBe(0);
    await context.close();
  });
});
