import type { Browser, Page } from 'playwright-core';
import type { LoginResult, PageResult, TestService } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, callApi, loginThroughForm } from './support/accounts';
import { baseUrl, launchBrowser, openPage } from './support/browser';
import { onePagePdf } from './support/pdf';

/**
 * Issue #23, 发票: on an order whose payment is confirmed, the member (qiye01) asks for a 6% 专用发票
 * on the order's detail (the checkout's invoice pre-filled); the institution's staff (jigou01) see it
 * in 发票管理 as 待开票, issue it with the e-invoice PDF, number and date; the member downloads it
 * from the order's detail and finds it in 我的发票.
 */

const POLL = { timeout: 20_000 };
const RUN = Date.now().toString(36);
const INVOICE_NO = `2633200000${String(Date.now()).slice(-10)}`;
const BUYER = { type: 2, title: `福建青禾中药饮片有限公司${RUN}`, taxNo: '91350100M000100Y43', bankName: '中国工商银行福州分行', bankAccount: '1402021109900012345', address: '福州市鼓楼区五四路1号', phone: '0591-88886666' };

let browser: Browser;
let member: Page;
let staff: Page;
let memberSession: LoginResult;
let staffSession: LoginResult;
let orderId: number;
let orderNo: string;

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

/** Places an order whose checkout asked for a 专用发票, and moves it to 待寄送样品 (payment confirmed). */
async function paidOrder(): Promise<void> {
  const roles = await callApi<{ institution: { id: number } | null }>('/api/console/getMyRoles', undefined, staffSession.accessToken);
  const services = await callApi<PageResult<TestService>>(`/api/testService/queryTestService?institutionId=${roles.data.institution!.id}&pageSize=1`);
  const body = {
    submissionId: `e2e-${crypto.randomUUID()}`,
    items: [{ testServiceId: services.data.list[0]!.id, sampleCount: 1 }],
    sample: { name: `E2E发票${RUN}`, variety: '黄芪', batchNo: 'B2026', quantity: '500g × 2袋', packing: '密封袋', storage: '常温', returnSample: false },
    urgentFlag: 1,
    testingBasis: 2,
    qualification: 1,
    invoice: BUYER,
    contact: { name: '张三', phone: '13912345678', address: '浙江省杭州市西湖区文三路90号' },
    remark: '',
  };
  const placed = await callApi<{ orders: { id: number; orderNo: string }[] }>('/api/orderInfo/placeOrder', body, memberSession.accessToken);
  expect(placed.retcode, placed.retmsg).toBe(1);
  ({ id: orderId, orderNo } = placed.data.orders[0]!);
  const [s, m] = [staffSession.accessToken, memberSession.accessToken];
  await step('/api/institutionOrder/approveOrder', { orderId }, s);
  await step('/api/institutionOrder/provideContract', { orderId, contractUrl: await upload(s, 'contract') }, s);
  await step('/api/orderInfo/signContract', { orderId, signedContractUrl: await upload(m, 'signed') }, m);
  await step('/api/orderInfo/payOrder', { orderId, voucherUrls: [await upload(m, 'voucher')] }, m);
  await step('/api/institutionOrder/confirmPayment', { orderId }, s);
}

beforeAll(async () => {
  [memberSession, staffSession] = [await apiLogin('qiye01'), await apiLogin('jigou01')];
  await paidOrder();
  browser = await launchBrowser();
  ({ page: member } = await openPage(browser));
  ({ page: staff } = await openPage(browser));
  await loginThroughForm(member, 'qiye01');
  await loginThroughForm(staff, 'jigou01');
});
afterAll(async () => browser?.close());

describe('a 专用发票 asked for, issued and downloaded', () => {
  it('the member asks on the order detail, the checkout’s buyer pre-filled', async () => {
    await member.goto(`/pcenter/order/detail?id=${orderId}`);
    const block = member.getByTestId('invoice-block');
    await block.getByRole('button', { name: '申请开票' }).click(POLL);
    const dialog = member.locator('.ant-modal').filter({ hasText: '申请开票' });
    await dialog.getByTestId('invoice-amount').waitFor(POLL);
    expect(await dialog.getByLabel('开户银行', { exact: true }).inputValue()).toBe(BUYER.bankName);
    expect(await dialog.getByLabel('发票抬头', { exact: true }).inputValue()).toBe(BUYER.title);
    await dialog.getByRole('button', { name: /提交申请/ }).click();
    await block.getByTestId('invoice-table').getByText('待开票').waitFor(POLL);
    await member.locator('.ant-message-notice, [role="status"]').filter({ hasText: '开票申请已提交' }).first().waitFor(POLL);
  });

  it('the institution issues it from 发票管理 with the e-invoice, number and date', async () => {
    await staff.goto('/workbench/invoices');
    const row = staff.getByTestId('invoice-table').locator('tr').filter({ hasText: orderNo });
    await row.getByRole('button', { name: '开具发票' }).click(POLL);
    const dialog = staff.locator('.ant-modal').filter({ hasText: '开具发票' });
    await dialog.getByLabel('上传文件').setInputFiles({ name: `电子发票${RUN}.pdf`, mimeType: 'application/pdf', buffer: await onePagePdf(`E2E invoice ${RUN}`) });
    await dialog.getByTestId('upload-tile').first().waitFor(POLL);
    await dialog.getByLabel('发票号码').fill(INVOICE_NO);
    await dialog.getByRole('button', { name: /确认开票/ }).click();
    await staff.locator('.ant-message-notice, [role="status"]').filter({ hasText: '发票已开具' }).first().waitFor(POLL);
    await staff.getByRole('tab', { name: '已开票' }).click();
    await staff.getByTestId('invoice-table').locator('tr').filter({ hasText: INVOICE_NO }).waitFor(POLL);
  });

  it('the member downloads it from the order detail and finds it in 我的发票', async () => {
    await member.goto(`/pcenter/order/detail?id=${orderId}`);
    const row = member.getByTestId('invoice-block').locator('tr').filter({ hasText: INVOICE_NO });
    await row.getByText('已开票').waitFor(POLL);
    const download = member.waitForEvent('download', POLL);
    await row.getByTestId('invoice-download').click();
    const file = await download;
    expect(file.suggestedFilename()).toContain(INVOICE_NO);
    const bytes = await import('node:fs').then((fs) => file.path().then((p) => fs.readFileSync(p!)));
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    await member.goto('/pcenter/invoice');
    await member.getByTestId('invoice-table').locator('tr').filter({ hasText: INVOICE_NO }).getByText(orderNo).waitFor(POLL);
  });
});
