import type { Browser, Page } from 'playwright-core';
import ExcelJS from 'exceljs';
import { type LoginResult, type OrderDetail, type OrderPage, type PageResult, SAMPLE_SHEET_COLUMNS, type TestService } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, callApi, loginThroughForm, sharedSession } from './support/accounts';
import { launchBrowser, openPage } from './support/browser';

/**
 * Issue #21 批量导入样品 as a member meets it: at checkout, a sheet of 12 batches of one herb from
 * four suppliers is checked and shown, the order's line becomes 水分 × 12, and the placed order's
 * detail lists the 12 samples.
 */

const MEMBER = 'geren01';
const RUN = Date.now().toString(36);

let browser: Browser;
let page: Page;
let member: LoginResult;
let service: TestService;

/** The sheet a member fills: `count` rows (12 by default), every one asking for the service by its name. */
async function twelveSamples(itemName: string, count = 12): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('样品清单');
  ws.columns = SAMPLE_SHEET_COLUMNS.map((header) => ({ header, key: header }));
  for (let i = 1; i <= count; i++) {
    ws.addRow({ 样品名称: `黄芪${RUN}`, 批号: `${RUN}-${String(i).padStart(2, '0')}`, 产地: '甘肃', 规格: '统货', 数量: '500g', 供应商: `供应商${(i % 4) + 1}`, 检测项目: itemName });
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

beforeAll(async () => {
  browser = await launchBrowser();
  const staff = await sharedSession('jigou01');
  const orders = await callApi<OrderPage>('/api/institutionOrder/queryOrder?pageSize=1', undefined, staff.accessToken);
  const institutionId = orders.data.list[0]!.institutionId;
  const services = await callApi<PageResult<TestService>>(`/api/testService/queryTestService?institutionId=${institutionId}&pageSize=50`);
  service = services.data.list.find((s) => s.testItem.name === '水分') ?? services.data.list[0]!;
  member = await apiLogin(MEMBER);
  ({ page } = await openPage(browser));
  await loginThroughForm(page, MEMBER);
});
afterAll(async () => browser?.close());

describe('a sample sheet at checkout', () => {
  it('becomes one order with 12 sample lines, listed on the order detail', async () => {
    // One line of the institution in the cart, as /detection leaves it.
    const line = {
      testServiceId: service.id,
      sampleCount: 1,
      selected: true,
      institutionId: service.institutionId,
      institutionName: service.institutionName,
      testItemId: service.testItem.id,
      testItemName: service.testItem.name,
      priceFen: service.priceFen,
      periodDays: service.periodDays,
    };
    await page.evaluate(([key, value]) => window.localStorage.setItem(key!, value!), [`tcm.cart.${member.userId}`, JSON.stringify([line])]);
    await page.goto('/gotoOrder');
    await page.getByTestId('amount-summary').waitFor();

    await page.getByTestId('checkout-sample-sheet').getByRole('button', { name: '批量导入样品' }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '批量导入样品' });
    await dialog.locator('input[type="file"]').setInputFiles({ name: '样品清单.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await twelveSamples(service.testItem.name) });
    await dialog.getByRole('button', { name: '检查样品清单' }).click();
    await dialog.getByTestId('sample-sheet-review').getByText(`共 12 个样品：${service.testItem.name} × 12`).waitFor();
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await dialog.waitFor({ state: 'detached' });

    const block = page.getByTestId('checkout-sample-sheet');
    await block.getByText('样品清单（12 个样品）').waitFor();
    const group = page.getByTestId('checkout-group');
    await expect.poll(() => group.locator('tbody tr').first().textContent()).toContain(`${service.testItem.name}`);
    await expect.poll(async () => (await group.locator('tbody tr').first().locator('td').nth(2).textContent())?.trim()).toBe('12');

    await page.getByLabel('品种').fill('黄芪');
    await page.getByLabel('发票抬头').fill('个人');
    await page.getByLabel('联系人').fill('王晓岚');
    await page.getByLabel('联系电话').fill('13800000002');
    await page.getByLabel('回寄地址').fill('浙江省杭州市西湖区文三路100号');
    await page.getByRole('button', { name: '提交订单' }).click();
    await page.waitForURL('**/pcenter/order');

    const mine = await callApi<OrderPage>('/api/orderInfo/queryOrderInfo?status=1&pageSize=50', undefined, member.accessToken);
    const placed = mine.data.list.filter((o) => o.sampleName === `黄芪${RUN}`);
    expect(placed).toHaveLength(1);
    const detail = await callApi<OrderDetail>(`/api/orderInfo/getOrder?id=${placed[0]!.id}`, undefined, member.accessToken);
    expect(detail.data.samples).toHaveLength(12);
    expect(detail.data.items.map((i) => [i.testServiceId, i.sampleCount])).toEqual([[service.id, 12]]);

    await page.goto(`/pcenter/order/detail?id=${placed[0]!.id}`);
    await page.getByText('样品清单（12 个样品）').waitFor();
    const table = page.getByTestId('sample-table');
    await table.getByText(`${RUN}-01`, { exact: true }).waitFor();
    // Ten a page: the 12th batch is on page 2.
    await page.locator('.ant-pagination-item-2').click();
    await table.getByText(`${RUN}-12`, { exact: true }).waitFor();
  });

  it('starts from a provider card on /detection: the sheet’s lines become the cart’s chosen lines and the checkout opens with its samples', async () => {
    await page.goto('/detection');
    await page.getByTestId('test-items').locator('label').first().click();
    const card = page.getByTestId('provider-card').first();
    await card.waitFor();
    const itemName = (await card.locator('tbody tr').first().locator('td').first().textContent())!.trim();
    await card.getByTestId('sample-sheet-entry').click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '批量导入样品' });
    await dialog.locator('input[type="file"]').setInputFiles({ name: '样品清单.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await twelveSamples(itemName, 3) });
    await dialog.getByRole('button', { name: '检查样品清单' }).click();
    await dialog.getByTestId('sample-sheet-review').getByText(`共 3 个样品：${itemName} × 3`).waitFor();
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await page.waitForURL('**/gotoOrder');
    await page.getByTestId('checkout-sample-sheet').getByText('样品清单（3 个样品）').waitFor();
    const group = page.getByTestId('checkout-group');
    await expect.poll(async () => (await group.locator('tbody tr').first().locator('td').nth(2).textContent())?.trim()).toBe('3');
  });
});
