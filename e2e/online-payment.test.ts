import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { LoginResult, OrderDetail, OrderPaymentState, PageResult, TestService } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ALIPAY_PLATFORM_KEY_FILE, signAlipayForm } from '../apps/server/test/helpers/payment-fakes';
import { apiLogin, callApi, loginThroughForm } from './support/accounts';
import { baseUrl, launchBrowser, openPage } from './support/browser';
import { onePagePdf } from './support/pdf';

/**
 * Issue #23: a member pays online. The institution (jigou01) accepts online payment; at 待支付 the
 * member opens 上传支付凭证或在线支付, picks 在线支付 · 支付宝 and sees the QR code the (fake) gateway
 * made. The spec then plays Alipay paying it: it posts the notification signed with the fake
 * platform's key. The open page — polling our server — closes its dialog and shows 待寄送样品.
 */
const RUN = Date.now().toString(36);
const MEMBER = 'qiye01';
let browser: Browser;
let page: Page;
let staff: LoginResult;
let member: LoginResult;
let orderId: number;

async function upload(token: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await onePagePdf('E2E contract'))], { type: 'application/pdf' }), 'contract.pdf');
  form.append('needWatermark', 'false');
  form.append('thumbImageFlag', 'false');
  const res = await fetch(`${baseUrl()}/api/uploadFile`, { method: 'POST', headers: { Token: token }, body: form });
  return ((await res.json()) as { data: { fileUrl: string } }).data.fileUrl;
}

async function orderAtPendingPayment(): Promise<number> {
  const roles = await callApi<{ institution: { id: number } | null }>('/api/console/getMyRoles', undefined, staff.accessToken);
  const services = await callApi<PageResult<TestService>>(`/api/testService/queryTestService?institutionId=${roles.data.institution!.id}&pageSize=1`);
  const placed = await callApi<{ orders: { id: number }[] }>(
    '/api/orderInfo/placeOrder',
    {
      submissionId: `e2e-${crypto.randomUUID()}`,
      items: [{ testServiceId: services.data.list[0]!.id, sampleCount: 1 }],
      sample: { name: `E2E在线支付${RUN}`, variety: '黄芪', batchNo: 'B2026', quantity: '500g × 2袋', packing: '密封袋', storage: '常温', returnSample: false },
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
  for (const [name, body] of [['approveOrder', {}], ['provideContract', { contractUrl: await upload(staff.accessToken) }]] as const) {
    const r = await callApi(`/api/institutionOrder/${name}`, { orderId: id, ...body }, staff.accessToken);
    expect(r.retcode, `${name}: ${r.retmsg}`).toBe(1);
  }
  const signed = await callApi('/api/orderInfo/signContract', { orderId: id, signedContractUrl: await upload(member.accessToken) }, member.accessToken);
  expect(signed.retcode, signed.retmsg).toBe(1);
  return id;
}

beforeAll(async () => {
  staff = await apiLogin('jigou01');
  member = await apiLogin(MEMBER);
  const set = await callApi('/api/institution/setOnlinePayment', { accepts: true }, staff.accessToken);
  expect(set.retcode, set.retmsg).toBe(1);
  orderId = await orderAtPendingPayment();
  browser = await launchBrowser();
  ({ page } = await openPage(browser));
  await loginThroughForm(page, MEMBER);
});
afterAll(async () => {
  await callApi('/api/institution/setOnlinePayment', { accepts: false }, staff.accessToken);
  await browser?.close();
});

describe('online payment in the browser', () => {
  it('shows the Alipay QR code at 待支付 and, once the signed notification arrived, 待寄送样品', async () => {
    await page.goto(`/pcenter/order/detail?id=${orderId}`);
    await page.getByTestId('order-detail').waitFor();
    await page.getByTestId('order-actions').getByRole('button', { name: '上传支付凭证' }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '在线支付' });
    await dialog.getByRole('tab', { name: '在线支付' }).click();
    await dialog.getByText('支付宝', { exact: true }).click();
    await dialog.getByTestId('pay-qr').waitFor();
    await dialog.getByTestId('pay-waiting').waitFor();

    const state = await callApi<OrderPaymentState>(`/api/orderInfo/getPayment?orderId=${orderId}`, undefined, member.accessToken);
    const pending = state.data.payments.find((p) => p.status === 'pending')!;
    const amount = (pending.amountFen / 100).toFixed(2);
    const key = crypto.createPrivateKey(fs.readFileSync(path.join(inject('paymentKeyDir'), ALIPAY_PLATFORM_KEY_FILE), 'utf8'));
    const fields = { notify_time: '2026-11-28 10:00:00', notify_type: 'trade_status_sync', notify_id: RUN, app_id: '2021000000000001', charset: 'utf-8', version: '1.0', sign_type: 'RSA2', trade_no: `2026${RUN}`, out_trade_no: pending.outTradeNo, trade_status: 'TRADE_SUCCESS', total_amount: amount, receipt_amount: amount };
    const res = await fetch(`${baseUrl()}/api/payments/alipay/notify`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: signAlipayForm(fields, key) });
    expect(await res.text()).toBe('success');

    // The page learns it from our server (polling), closes the dialog and shows the new status.
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('order-detail').getByText('待寄送样品').first().waitFor();
    await expect(page.getByTestId('order-timeline').textContent()).resolves.toContain('在线支付');
    const detail = await callApi<OrderDetail>(`/api/orderInfo/getOrder?id=${orderId}`, undefined, member.accessToken);
    expect(detail.data.status).toBe(5);
  });
});
