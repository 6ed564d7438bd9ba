import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { type LoginResult, type OnlinePaymentSetting, type OrderInvoice, type OrderPaymentState, type PageResult, type TestService, beijingToday } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ALIPAY_PLATFORM_KEY_FILE, signAlipayForm } from '../apps/server/test/helpers/payment-fakes';
import { apiLogin, callApi, loginThroughForm, sharedSession } from './support/accounts';
import { baseUrl, launchBrowser, openPage } from './support/browser';
import { onePagePdf } from './support/pdf';

/**
 * Issue #23, the operators' console: a member of 青禾 (jigou01) pays an order online through the fake
 * Alipay (the spec posts the signed notification, as online-payment.test.ts does), asks for an
 * invoice, and the institution issues it. The operator yunying01 (second factor) opens 支付对账 for
 * today, sees the payment, downloads the day's 对账单 (an .xlsx holding its out_trade_no), then opens
 * 发票管理 and downloads the e-invoice.
 */
const RUN = Date.now().toString(36);
let browser: Browser;
let page: Page;
let staff: LoginResult;
let member: LoginResult;
let acceptedBefore: boolean;
let outTradeNo: string;
let invoice: OrderInvoice;

async function upload(token: string, name: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await onePagePdf(name))], { type: 'application/pdf' }), `${name}.pdf`);
  const res = await fetch(`${baseUrl()}/api/uploadFile`, { method: 'POST', headers: { Token: token }, body: form });
  return ((await res.json()) as { data: { fileUrl: string } }).data.fileUrl;
}

async function ok<T>(what: string, pathName: string, body: object | undefined, token: string): Promise<T> {
  const r = await callApi<T>(pathName, body, token);
  expect(r.retcode, `${what}: ${r.retmsg}`).toBe(1);
  return r.data;
}

/** An order of the member with jigou01's institution, paid online through the fake Alipay; answers its id and out_trade_no. */
async function orderPaidOnline(): Promise<{ orderId: number; outTradeNo: string }> {
  const roles = await ok<{ institution: { id: number } }>('roles', '/api/console/getMyRoles', undefined, staff.accessToken);
  const services = await callApi<PageResult<TestService>>(`/api/testService/queryTestService?institutionId=${roles.institution.id}&pageSize=1`);
  const placed = await ok<{ orders: { id: number }[] }>(
    'placeOrder',
    '/api/orderInfo/placeOrder',
    {
      submissionId: `e2e-${crypto.randomUUID()}`,
      items: [{ testServiceId: services.data.list[0]!.id, sampleCount: 1 }],
      sample: { name: `E2E对账${RUN}`, variety: '当归', batchNo: 'DG2026', quantity: '500g × 2袋', packing: '密封袋', storage: '常温', returnSample: false },
      urgentFlag: 1,
      testingBasis: 2,
      qualification: 1,
      invoice: { type: 1, title: '个人' },
      contact: { name: '张三', phone: '13912345678', address: '浙江省杭州市西湖区文三路90号' },
      remark: '',
    },
    member.accessToken,
  );
  const orderId = placed.orders[0]!.id;
  await ok('approveOrder', '/api/institutionOrder/approveOrder', { orderId }, staff.accessToken);
  await ok('provideContract', '/api/institutionOrder/provideContract', { orderId, contractUrl: await upload(staff.accessToken, 'contract') }, staff.accessToken);
  await ok('signContract', '/api/orderInfo/signContract', { orderId, signedContractUrl: await upload(member.accessToken, 'signed') }, member.accessToken);
  const state = await ok<OrderPaymentState>('payOnline', '/api/orderInfo/payOnline', { orderId, channel: 'alipay' }, member.accessToken);
  const pending = state.payments.find((p) => p.status === 'pending')!;
  const amount = (pending.amountFen / 100).toFixed(2);
  const key = crypto.createPrivateKey(fs.readFileSync(path.join(inject('paymentKeyDir'), ALIPAY_PLATFORM_KEY_FILE), 'utf8'));
  const fields = { notify_time: '2026-11-28 10:00:00', notify_type: 'trade_status_sync', notify_id: `c${RUN}`, app_id: '2021000000000001', charset: 'utf-8', version: '1.0', sign_type: 'RSA2', trade_no: `2026${RUN}9`, out_trade_no: pending.outTradeNo, trade_status: 'TRADE_SUCCESS', total_amount: amount, receipt_amount: amount };
  const res = await fetch(`${baseUrl()}/api/payments/alipay/notify`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: signAlipayForm(fields, key) });
  expect(await res.text()).toBe('success');
  return { orderId, outTradeNo: pending.outTradeNo };
}

beforeAll(async () => {
  staff = await sharedSession('jigou01');
  member = await apiLogin('qiye01');
  acceptedBefore = (await ok<OnlinePaymentSetting>('getOnlinePayment', '/api/institution/getOnlinePayment', undefined, staff.accessToken)).accepts;
  await ok('setOnlinePayment', '/api/institution/setOnlinePayment', { accepts: true }, staff.accessToken);
  const paid = await orderPaidOnline();
  outTradeNo = paid.outTradeNo;
  const asked = await ok<OrderInvoice>('requestInvoice', '/api/orderInfo/requestInvoice', { orderId: paid.orderId, buyer: { type: 1, title: '个人' } }, member.accessToken);
  const invoiceNo = `2633${Date.now().toString().padStart(16, '0')}`;
  invoice = await ok<OrderInvoice>('issueInvoice', '/api/institutionOrder/issueInvoice', { invoiceId: asked.id, invoiceNo, invoiceDate: beijingToday(), fileUrl: await upload(staff.accessToken, 'e-invoice') }, staff.accessToken);
  browser = await launchBrowser();
  ({ page } = await openPage(browser));
  await loginThroughForm(page, 'yunying01');
});
afterAll(async () => {
  if (staff) await callApi('/api/institution/setOnlinePayment', { accepts: acceptedBefore }, staff.accessToken);
  await browser?.close();
});

describe('the operators’ console: payments and invoices', () => {
  it('shows today’s online payment in 支付对账 and downloads the day’s workbook with it', async () => {
    await page.goto('/admin/dashboard');
    await page.getByRole('navigation', { name: '运营菜单' }).getByRole('link', { name: '支付对账' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/payments');
    const row = page.getByTestId('admin-payment-table').locator('tr').filter({ hasText: outTradeNo });
    await row.waitFor();
    await expect(row.textContent()).resolves.toMatch(/支付宝.*已支付.*一致/);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '下载对账单' }).click()]);
    expect(download.suggestedFilename()).toBe(`在线支付对账-${beijingToday()}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path())!);
    const sheet = workbook.getWorksheet('在线支付对账')!;
    const rows = sheet.getSheetValues().filter(Boolean) as unknown[][];
    const ours = rows.find((r) => r.includes(outTradeNo));
    expect(ours, `${outTradeNo} in the workbook`).toBeTruthy();
    expect(ours).toContain('一致');
  });

  it('lists the issued invoice in 发票管理 and downloads its e-invoice', async () => {
    await page.getByRole('navigation', { name: '运营菜单' }).getByRole('link', { name: '发票管理' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/invoices');
    const row = page.getByTestId('invoice-table').locator('tr').filter({ hasText: invoice.invoiceNo! });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain(invoice.orderNo);
    await expect(row.textContent()).resolves.toContain('已开票');
    const [download] = await Promise.all([page.waitForEvent('download'), row.getByTestId('invoice-download').click()]);
    expect(download.suggestedFilename()).toBe(`发票${invoice.invoiceNo}.pdf`);
    expect(fs.readFileSync((await download.path())!).subarray(0, 4).toString()).toBe('%PDF');
  });
});
