import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import type { LoginResult, PageResult, TestService } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, callApi, loginThroughForm, sharedSession } from './support/accounts';
import { baseUrl, launchBrowser, openPage } from './support/browser';
import { onePagePdf } from './support/pdf';

/**
 * Issue #21, results as data: a member (putong01) orders 水分 and the heavy metals for 黄芪 from
 * jigou01's institution; the order is driven to 检测中 through the API. Staff open 录入检测结果,
 * see the 2020 pharmacopoeia's limits pre-filled, enter the values (镉 over its limit), watch the
 * judgement appear as they type and save, then import a changed value from the order's Excel
 * template; the report is issued; the member's order detail shows the results with the 不符合 row highlighted.
 */

const SAMPLE = `E2E结果${Date.now().toString(36)}`;
const POLL = { timeout: 20_000 };

let browser: Browser;
let staffPage: Page;
let memberPage: Page;
let member: LoginResult;
let staff: LoginResult;
let orderId: number;

async function upload(token: string, line: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await onePagePdf(line))], { type: 'application/pdf' }), 'file.pdf');
  const res = await fetch(`${baseUrl()}/api/uploadFile`, { method: 'POST', headers: { Token: token }, body: form });
  const url = ((await res.json()) as { data?: { fileUrl?: string } }).data?.fileUrl;
  if (!url) throw new Error('upload failed');
  return url;
}

async function step(path: string, body: object, token: string): Promise<void> {
  const r = await callApi(path, body, token);
  expect(r.retcode, `${path}: ${r.retmsg}`).toBe(1);
}

/** Places the order (水分 × 1, 重金属及有害元素 × 1) and moves it to 检测中 as both sides would. */
async function orderInTesting(): Promise<number> {
  const roles = await callApi<{ institution: { id: number } | null }>('/api/console/getMyRoles', undefined, staff.accessToken);
  const services = await callApi<PageResult<TestService>>(`/api/testService/queryTestService?institutionId=${roles.data.institution!.id}&pageSize=100`);
  const pick = (name: (n: string) => boolean) => services.data.list.find((s) => name(s.testItem.name) && s.varieties.length === 0);
  const water = pick((n) => n === '水分');
  const metals = pick((n) => n.startsWith('重金属及有害元素'));
  if (!water || !metals) throw new Error('jigou01 offers no 水分 or heavy-metal service');
  const placed = await callApi<{ orders: { id: number }[] }>(
    '/api/orderInfo/placeOrder',
    {
      submissionId: `e2e-${crypto.randomUUID()}`,
      items: [{ testServiceId: water.id, sampleCount: 1 }, { testServiceId: metals.id, sampleCount: 1 }],
      sample: { name: SAMPLE, variety: '黄芪', batchNo: 'B2026', quantity: '500g × 2袋', packing: '密封袋', storage: '常温', returnSample: false },
      urgentFlag: 1,
      testingBasis: 2,
      qualification: 1,
      invoice: { type: 1, title: '个人' },
      contact: { name: '张三', phone: '13912345678', address: '浙江省杭州市西湖区文三路90号' },
      remark: '',
    },
    member.accessToken,
  );
  expect(placed.retcode, placed.retmsg).toBe(1);
  const id = placed.data.orders[0]!.id;
  const [s, m] = [staff.accessToken, member.accessToken];
  await step('/api/institutionOrder/approveOrder', { orderId: id }, s);
  await step('/api/institutionOrder/provideContract', { orderId: id, contractUrl: await upload(s, 'contract') }, s);
  await step('/api/orderInfo/signContract', { orderId: id, signedContractUrl: await upload(m, 'signed') }, m);
  await step('/api/orderInfo/payOrder', { orderId: id, voucherUrls: [await upload(m, 'voucher')] }, m);
  await step('/api/institutionOrder/confirmPayment', { orderId: id }, s);
  await step('/api/orderInfo/sendOutGoods', { orderId: id, courier: '顺丰速运', trackingNo: 'SF1234567890' }, m);
  await step('/api/institutionOrder/confirmReceipt', { orderId: id }, s);
  return id;
}

beforeAll(async () => {
  browser = await launchBrowser();
  [member, staff] = [await apiLogin('putong01'), await sharedSession('jigou01')];
  orderId = await orderInTesting();
  ({ page: staffPage } = await openPage(browser));
  await loginThroughForm(staffPage, 'jigou01');
  ({ page: memberPage } = await openPage(browser));
  await loginThroughForm(memberPage, 'putong01');
});
afterAll(async () => browser?.close());

describe('results as data', () => {
  it('lets staff enter the results with the limits pre-filled and judged as they type', async () => {
    await staffPage.goto(`/workbench/orders/detail?id=${orderId}`);
    await staffPage.getByTestId('workbench-results').getByRole('button', { name: '录入检测结果' }).click();
    await staffPage.waitForURL(`**/workbench/orders/detail?id=${orderId}&view=results`, POLL);
    const entry = staffPage.getByTestId('result-entry');
    await entry.getByText('≤10.0%').waitFor(POLL);
    await expect.poll(() => staffPage.getByTestId('result-summary').textContent(), POLL).toContain('《中国药典》2020年版 · 黄芪');

    await entry.getByLabel('水分 样品1 检测值').fill('9.2');
    for (const [element, value] of [['铅', '0.8'], ['镉', '1.6'], ['砷', '0.5'], ['汞', '0.05'], ['铜', '6.2']] as const) {
      await entry.getByLabel(`重金属及有害元素（铅、镉、砷、汞、铜）${element} 样品1 检测值`).fill(value);
    }
    const cadmium = entry.locator('tr').filter({ hasText: '· 镉' });
    await cadmium.locator('[data-judgement="fail"]').waitFor(POLL);
    await expect.poll(() => staffPage.getByTestId('result-progress').textContent(), POLL).toContain('已填写 6 / 6');

    await entry.getByRole('button', { name: '保存检测结果' }).click();
    await staffPage.locator('.ant-message-notice').filter({ hasText: '检测结果已保存' }).waitFor(POLL);
    await expect.poll(() => staffPage.getByTestId('result-summary').textContent(), POLL).toContain('不符合');
  });

  it("imports the results from the order's Excel template, filled outside the portal", async () => {
    const entry = staffPage.getByTestId('result-entry');
    await entry.getByRole('button', { name: '从 Excel 导入' }).click();
    const dialog = staffPage.locator('.ant-modal').filter({ hasText: '从 Excel 导入检测结果' });
    const [download] = await Promise.all([staffPage.waitForEvent('download'), dialog.getByRole('button', { name: '下载导入模板' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^检测结果导入模板-.+\.xlsx$/);
    // The template holds what was saved; the LIMS changes 水分 to 9.4.
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(fs.readFileSync((await download.path())!) as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('检测结果')!;
    const headers = sheet.getRow(1).values as unknown[];
    const water = sheet.getRows(2, sheet.rowCount - 1)!.find((r) => r.getCell(headers.indexOf('检测项目')).text === '水分')!;
    expect(water.getCell(headers.indexOf('检测结果')).text).toBe('9.2');
    water.getCell(headers.indexOf('检测结果')).value = '9.4';
    await dialog.locator('input[type="file"]').setInputFiles({ name: '检测结果.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from(await wb.xlsx.writeBuffer()) });
    await dialog.getByRole('button', { name: /开始导入/ }).click();
    await staffPage.locator('.ant-message-notice').filter({ hasText: '已导入 6 行检测结果（已填写 6/6 行）' }).waitFor(POLL);
    await expect.poll(() => entry.getByLabel('水分 样品1 检测值').inputValue(), POLL).toBe('9.4');
    await expect.poll(() => staffPage.getByTestId('result-summary').textContent(), POLL).toContain('不符合');
  });

  it('shows the member the results with the 不符合 row highlighted once the report is issued', async () => {
    // Staff issue the report the platform writes from the results (the dialog's default).
    await staffPage.goto(`/workbench/orders/detail?id=${orderId}`);
    await staffPage.getByTestId('workbench-actions').getByRole('button', { name: '出具报告' }).click();
    const dialog = staffPage.locator('.ant-modal').filter({ hasText: '出具报告' });
    await dialog.getByTestId('generated-report-hint').waitFor(POLL);
    await dialog.getByRole('button', { name: /提\s*交/ }).click();
    await expect.poll(() => dialog.count(), POLL).toBe(0);
    await memberPage.goto(`/pcenter/order/detail?id=${orderId}`);
    const table = memberPage.getByTestId('results-table');
    await table.waitFor(POLL);
    const failed = table.locator('tr').filter({ hasText: '· 镉' });
    await expect.poll(() => failed.getAttribute('data-row-judgement'), POLL).toBe('fail');
    await expect.poll(() => failed.textContent(), POLL).toContain('1.6 mg/kg');
    await expect.poll(() => memberPage.getByTestId('result-summary').textContent(), POLL).toContain('不符合项：重金属及有害元素（铅、镉、砷、汞、铜） · 镉');

    // The results as a workbook: the 镉 row says 1.6 mg/kg, 不符合.
    const [download] = await Promise.all([memberPage.waitForEvent('download'), memberPage.getByRole('button', { name: '下载结果（Excel）' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^检测结果-.+\.xlsx$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(fs.readFileSync((await download.path())!) as unknown as ArrayBuffer);
    const rows = wb.getWorksheet('检测结果')!.getSheetValues().slice(2) as unknown[][];
    const cadmium = rows.find((r) => r[3] === '镉')!;
    expect([cadmium[7], cadmium[8], cadmium[11]]).toEqual(['1.6', 'mg/kg', '不符合']);

    // 我的报告 shows the verdict and leads to the results.
    await memberPage.goto('/pcenter/report');
    const row = memberPage.getByTestId('report-table').locator('tr').filter({ hasText: SAMPLE });
    await row.locator('[data-conclusion="fail"]').click();
    await memberPage.waitForURL(`**/pcenter/order/detail?id=${orderId}`, POLL);
    await memberPage.getByTestId('results-table').waitFor(POLL);
  });

  it('publishes a correction by replacing the report; the member keeps the old report’s results as its version', async () => {
    // Staff correct 镉 on the reported order and save: the member still reads the report in force.
    await staffPage.goto(`/workbench/orders/detail?id=${orderId}`);
    await staffPage.getByTestId('workbench-results').getByRole('button', { name: '更正检测结果' }).click();
    await staffPage.waitForURL(`**/workbench/orders/detail?id=${orderId}&view=results`, POLL);
    const entry = staffPage.getByTestId('result-entry');
    await entry.getByText('本订单已出具报告：此处保存的是更正后的结果').waitFor(POLL);
    await entry.getByLabel('重金属及有害元素（铅、镉、砷、汞、铜）镉 样品1 检测值').fill('0.6');
    await entry.locator('tr').filter({ hasText: '· 镉' }).locator('[data-judgement="pass"]').waitFor(POLL);
    await entry.getByRole('button', { name: '保存检测结果' }).click();
    await staffPage.locator('.ant-message-notice').filter({ hasText: '检测结果已保存' }).waitFor(POLL);
    await memberPage.reload();
    await expect.poll(() => memberPage.getByTestId('results-table').locator('tr').filter({ hasText: '· 镉' }).getAttribute('data-row-judgement'), POLL).toBe('fail');

    // 替换报告, generated from the corrected results (the dialog's default).
    await staffPage.goto(`/workbench/orders/detail?id=${orderId}`);
    await staffPage.getByRole('button', { name: '替换报告' }).click();
    const dialog = staffPage.locator('.ant-modal').filter({ hasText: '替换报告' });
    await dialog.getByTestId('generated-report-hint').waitFor(POLL);
    await dialog.getByLabel('原因').fill('镉检测值录入有误，复核后更正');
    await dialog.getByRole('button', { name: /提\s*交/ }).click();
    await expect.poll(() => dialog.count(), POLL).toBe(0);

    // The member now reads the replacement's results, and can still open the old report's.
    await memberPage.reload();
    const cadmium = () => memberPage.getByTestId('results-table').locator('tr').filter({ hasText: '· 镉' });
    await expect.poll(() => cadmium().getAttribute('data-row-judgement'), POLL).toBe('pass');
    const picker = memberPage.getByLabel('报告版本');
    await picker.click();
    await memberPage.locator('.ant-select-item-option').filter({ hasText: '已替换' }).click();
    await memberPage.getByTestId('superseded-version').waitFor(POLL);
    await expect.poll(() => cadmium().getAttribute('data-row-judgement'), POLL).toBe('fail');
    await expect.poll(() => cadmium().textContent(), POLL).toContain('1.6 mg/kg');
  });
});
