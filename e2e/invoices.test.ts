import type { Browser, Page } from 'playwright-core';
import { type LoginResult, type OrderDetail, formatFen } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, sharedSession, signInAs } from './support/accounts';
import { launchBrowser, openPage } from './support/browser';
import { downloadFromOrder, issueFromQueue, toast } from './support/invoices';
import { orderAtPendingPayment, orderStep, uploadPdf } from './support/orders';
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
let orderId: number;
let orderNo: string;

/** Places an order whose checkout asked for a 专用发票, and moves it to 待寄送样品 (payment confirmed). */
async function paidOrder(): Promise<void> {
  const m = memberSession.accessToken;
  ({ id: orderId, orderNo } = await orderAtPendingPayment(m, `E2E发票${RUN}`, { invoice: BUYER }));
  await orderStep('/api/orderInfo/payOrder', { orderId, voucherUrls: [await uploadPdf(m, 'voucher')] }, m);
  await orderStep('/api/institutionOrder/confirmPayment', { orderId }, (await sharedSession('jigou01')).accessToken);
}

beforeAll(async () => {
  memberSession = await sharedSession('qiye01');
  await paidOrder();
  browser = await launchBrowser();
  ({ page: member } = await openPage(browser));
  ({ page: staff } = await openPage(browser));
  await signInAs(member, 'qiye01');
  await signInAs(staff, 'jigou01');
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
    await toast(member, '开票申请已提交').waitFor(POLL);
  });

  it('the institution issues it from 发票管理 with the e-invoice, number and date', async () => {
    // 待开票 for the order's paid amount (confirmed by voucher: its total).
    const amount = formatFen((await callApi<OrderDetail>(`/api/orderInfo/getOrder?id=${orderId}`, undefined, memberSession.accessToken)).data.amounts.totalFen);
    await issueFromQueue(staff, { orderNo, amount, invoiceNo: INVOICE_NO, pdf: await onePagePdf(`E2E invoice ${RUN}`), fileName: `电子发票${RUN}.pdf` });
  });

  it('the member downloads it from the order detail and finds it in 我的发票', async () => {
    const file = await downloadFromOrder(member, orderId, INVOICE_NO);
    expect(file.name).toContain(INVOICE_NO);
    expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    await member.goto('/pcenter/invoice');
    await member.getByTestId('invoice-table').locator('tr').filter({ hasText: INVOICE_NO }).getByText(orderNo).waitFor(POLL);
  });
});
