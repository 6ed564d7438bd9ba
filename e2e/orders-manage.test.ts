import type { Browser, Page } from 'playwright-core';
import type { LoginResult, OrderDetail, OrderPage, PageResult, TestService } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, loginThroughForm, registerViaApi, sharedSession } from './support/accounts';
import { launchBrowser, openPage } from './support/browser';

/**
 * Issue #9, the member's other moves: edit and resubmit a rejected order, cancel one, and the
 * common test packages (create, rename, re-compose, one click into the cart, delete). A fresh
 * member, so nothing seeded is in the way; the institution's rejection goes through the API as jigou01.
 */

const PASSWORD = 'Manage@2026';
let browser: Browser;
let page: Page;
let member: { account: string; session: LoginResult };
let staff: LoginResult;
let services: TestService[];

const sampleName = (tag: string) => `E2E${tag}${Date.now().toString(36)}`;

async function placeOrder(name: string): Promise<number> {
  const body = {
    submissionId: `e2e-${crypto.randomUUID()}`,
    items: [{ testServiceId: services[0]!.id, sampleCount: 1 }],
    sample: { name, variety: '黄芪', batchNo: 'B2026', quantity: '500g × 2袋', packing: '密封袋', storage: '常温', returnSample: false },
    urgentFlag: 1,
    testingBasis: 2,
    qualification: 1,
    invoice: { type: 1, title: '个人' },
    contact: { name: '张三', phone: '13912345678', address: '浙江省杭州市西湖区文三路90号' },
    remark: '',
  };
  const res = await callApi<{ orders: { id: number }[] }>('/api/orderInfo/placeOrder', body, member.session.accessToken);
  expect(res.retcode, res.retmsg).toBe(1);
  return res.data.orders[0]!.id;
}

async function order(id: number): Promise<OrderDetail> {
  return (await callApi<OrderDetail>(`/api/orderInfo/getOrder?id=${id}`, undefined, member.session.accessToken)).data;
}

async function openDetail(id: number) {
  await page.goto(`/pcenter/order/detail?id=${id}`);
  await page.getByTestId('order-detail').waitFor();
  return page.getByTestId('order-actions');
}

beforeAll(async () => {
  browser = await launchBrowser();
  staff = await sharedSession('jigou01');
  const first = (await callApi<OrderPage>('/api/institutionOrder/queryOrder?pageSize=1', undefined, staff.accessToken)).data.list[0]!;
  services = (await callApi<PageResult<TestService>>(`/api/testService/queryTestService?institutionId=${first.institutionId}&pageSize=3`)).data.list;
  member = await registerViaApi(PASSWORD);
  ({ page } = await openPage(browser));
  await loginThroughForm(page, member.account, PASSWORD);
});
afterAll(async () => browser?.close());

describe('a member manages orders and packages', () => {
  it('edits a rejected order and sends it back for review, with the reason shown', async () => {
    const id = await placeOrder(sampleName('驳回'));
    const rejected = await callApi(`/api/institutionOrder/rejectOrder`, { orderId: id, reason: '样品批号与检测项目不符' }, staff.accessToken);
    expect(rejected.retcode).toBe(1);
    const actions = await openDetail(id);
    await actions.getByRole('button', { name: '修改并重新提交' }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '修改并重新提交' });
    await dialog.getByText('驳回原因：样品批号与检测项目不符').waitFor();
    const quantity = dialog.getByLabel('样品数量');
    await quantity.fill('');
    await dialog.getByRole('button', { name: '重新提交' }).click();
    await dialog.locator('.ant-form-item-explain-error').first().waitFor(); // an emptied required field stops it
    await quantity.fill('250g × 4袋');
    await dialog.getByLabel('批号').fill('HQ-20261122');
    await dialog.getByRole('button', { name: '重新提交' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await order(id)).status).toBe(1);
    expect((await order(id)).sample).toMatchObject({ batchNo: 'HQ-20261122', quantity: '250g × 4袋' });
    await page.getByTestId('order-detail').getByText('待审核').first().waitFor();
  });

  it('cancels an order after confirming, and it offers no more moves', async () => {
    const id = await placeOrder(sampleName('取消'));
    const actions = await openDetail(id);
    const question = page.getByRole('dialog').filter({ hasText: '确定取消该订单吗？' });
    await actions.getByRole('button', { name: '取消订单' }).click();
    await question.getByRole('button', { name: '再想想' }).click();
    await question.waitFor({ state: 'detached' });
    expect((await order(id)).status).toBe(1);
    await actions.getByRole('button', { name: '取消订单' }).click();
    const answer = page.waitForResponse((r) => r.url().includes('/api/orderInfo/cancelOrder'));
    await question.getByRole('button', { name: '取消订单' }).click();
    const cancelled = (await (await answer).json()) as { retcode: number; retmsg: string };
    expect(cancelled.retcode, cancelled.retmsg).toBe(1);
    await expect.poll(async () => (await order(id)).status).toBe(12);
    await expect.poll(() => actions.getByRole('button').count()).toBe(0);
  });

  it('creates, edits, puts in the cart and deletes a common test package', async () => {
    await page.goto('/pcenter/package');
    await page.locator('main h1').waitFor();
    await page.getByRole('button', { name: '新建套餐' }).click();
    const editor = page.locator('.ant-modal').filter({ hasText: '新建套餐' });
    await editor.getByRole('button', { name: /保\s*存/ }).click();
    await editor.getByText('请输入套餐名称').waitFor();
    await editor.getByLabel('套餐名称').fill('饮片入库常规检测');
    await editor.getByRole('button', { name: /保\s*存/ }).click();
    await editor.getByText('请选择检测项目').waitFor();
    const wanted = services[0]!;
    await editor.getByLabel('搜索检测服务').fill(wanted.testItem.name);
    await editor.getByLabel('搜索检测服务').press('Enter');
    const results = editor.locator('.ant-form-item').filter({ hasText: '添加项目' });
    const hit = results.locator('tr').filter({ hasText: wanted.institutionName }).filter({ hasText: wanted.testItem.name }).first();
    await hit.getByRole('button', { name: /添\s*加/ }).click();
    await expect.poll(() => hit.getByRole('button', { name: /添\s*加/ }).isDisabled()).toBe(true);
    await editor.locator('.ant-form-item').filter({ hasText: '套餐项目' }).getByText(`${wanted.testItem.name} · ${wanted.institutionName}`).waitFor();
    await editor.getByRole('button', { name: /保\s*存/ }).click();
    await editor.waitFor({ state: 'detached' });

    const table = page.getByTestId('package-table');
    const row = table.locator('tr').filter({ hasText: '饮片入库常规检测' });
    await row.waitFor();
    await row.getByRole('button', { name: /编\s*辑/ }).click();
    const edit = page.locator('.ant-modal').filter({ hasText: '编辑套餐' });
    await edit.getByLabel('套餐名称').fill('饮片入库全检');
    await edit.locator('.ant-input-number input').first().fill('3');
    await edit.getByRole('button', { name: /保\s*存/ }).click();
    await edit.waitFor({ state: 'detached' });
    const renamed = table.locator('tr').filter({ hasText: '饮片入库全检' });
    await renamed.getByText(`${wanted.testItem.name}×3`).waitFor();

    await renamed.getByRole('button', { name: '加入购物车' }).click();
    await page.getByText('已将 1 个项目加入购物车').waitFor();
    await page.goto('/shopCart');
    await page.locator('main h1').waitFor();
    await page.locator('main').getByText(wanted.testItem.name).first().waitFor();

    await page.goto('/pcenter/package');
    await table.locator('tr').filter({ hasText: '饮片入库全检' }).getByRole('button', { name: /删\s*除/ }).click();
    await page.getByRole('dialog').filter({ hasText: '确定删除套餐' }).getByRole('button', { name: /删\s*除/ }).click();
    await page.getByText('还没有常用套餐，可从购物车或新建创建').waitFor();
  });
});
