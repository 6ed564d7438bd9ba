import type { Browser, Page } from 'playwright-core';
import { INVOICE_TYPE_LABELS, type InvoiceTitle, type LoginResult, type OrderPaymentState, formatFen } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, freshCreditCode, sharedSession, signInAs } from './support/accounts';
import { launchBrowser, openPage } from './support/browser';
import { chooseInSelect } from './support/forms';
import { downloadFromOrder, issueFromQueue, toast } from './support/invoices';
import { type PlacedOrder, orderAtPendingPayment } from './support/orders';
import { acceptOnlinePayment, alipayNotifiesPaid, openAlipayQr } from './support/payments';
import { onePagePdf } from './support/pdf';

/**
 * Issue #23, the one flow end to end in two browser contexts: the member (qiye01) pays online —
 * the QR code of the (fake) Alipay, whose signed notification the spec posts — and sees 待寄送样品;
 * asks for a 专用发票 with one of its saved 发票抬头 (the checkout asked for a 普通发票 to 个人);
 * the institution's staff (jigou01) find it in 发票管理 · 待开票 for the paid amount and issue it
 * with a real PDF; the member downloads exactly that PDF from the order's detail.
 */

const POLL = { timeout: 20_000 };
const RUN = Date.now().toString(36);
const INVOICE_NO = `2644200000${String(Date.now()).slice(-10)}`;
const BUYER = { type: 2, title: `浙江本草检测委托有限公司${RUN}`, taxNo: freshCreditCode(), bankName: '中国建设银行杭州分行', bankAccount: '33050161000000012345', address: '杭州市西湖区文三路90号', phone: '0571-88886666' };

let browser: Browser;
let member: Page;
let staff: Page;
let session: LoginResult;
let order: PlacedOrder;
let title: InvoiceTitle;
let paidFen: number;
let pdf: Buffer;

beforeAll(async () => {
  session = await sharedSession('qiye01');
  await acceptOnlinePayment(true);
  order = await orderAtPendingPayment(session.accessToken, `E2E支付开票${RUN}`);
  const saved = await callApi<InvoiceTitle>('/api/invoiceTitle/save', { buyer: BUYER }, session.accessToken);
  expect(saved.retcode, saved.retmsg).toBe(1);
  title = saved.data;
  pdf = await onePagePdf(`E2E e-invoice ${INVOICE_NO}`);
  browser = await launchBrowser();
  ({ page: member } = await openPage(browser));
  ({ page: staff } = await openPage(browser));
  await signInAs(member, 'qiye01');
  await signInAs(staff, 'jigou01');
});
afterAll(async () => {
  if (title) await callApi('/api/invoiceTitle/delete', { id: title.id }, session.accessToken);
  await acceptOnlinePayment(false);
  await browser?.close();
});

describe('pay online, then a 专用发票 asked for, issued and downloaded', () => {
  it('the member scans the Alipay QR code; the signed notification turns the order to 待寄送样品', async () => {
    const dialog = await openAlipayQr(member, order.id);
    const state = await callApi<OrderPaymentState>(`/api/orderInfo/getPayment?orderId=${order.id}`, undefined, session.accessToken);
    paidFen = state.data.pending!.amountFen;
    await dialog.getByText(formatFen(paidFen)).waitFor();
    expect(await alipayNotifiesPaid(session.accessToken, order.id)).toBe('success');
    await dialog.waitFor({ state: 'detached', ...POLL });
    await member.getByTestId('order-detail').getByText('待寄送样品').first().waitFor(POLL);
  });

  it('the member asks for a 6% 专用发票 with a saved 发票抬头', async () => {
    const block = member.getByTestId('invoice-block');
    await block.getByRole('button', { name: '申请开票' }).click(POLL);
    const dialog = member.locator('.ant-modal').filter({ hasText: '申请开票' });
    await dialog.getByTestId('invoice-amount').getByText(formatFen(paidFen)).waitFor(POLL);
    // The checkout asked for a 普通发票 to 个人: the form starts there, the saved title replaces it.
    expect(await dialog.getByLabel('发票抬头', { exact: true }).inputValue()).toBe('个人');
    await chooseInSelect(member, dialog, '选择发票抬头', `${BUYER.title}（${INVOICE_TYPE_LABELS[2]}）`);
    await dialog.getByLabel('开户银行', { exact: true }).waitFor();
    expect(await dialog.getByLabel('发票抬头', { exact: true }).inputValue()).toBe(BUYER.title);
    expect(await dialog.getByLabel('银行账号', { exact: true }).inputValue()).toBe(BUYER.bankAccount);
    await dialog.getByRole('button', { name: /提交申请/ }).click();
    await toast(member, '开票申请已提交').waitFor(POLL);
    const row = block.getByTestId('invoice-table').locator('tr').filter({ hasText: BUYER.title });
    await row.getByText('待开票').waitFor(POLL);
    await row.getByText(INVOICE_TYPE_LABELS[2]).waitFor();
  });

  it('the institution finds it in 待开票 for the paid amount and issues it with the e-invoice PDF', async () => {
    await issueFromQueue(staff, { orderNo: order.orderNo, amount: formatFen(paidFen), invoiceNo: INVOICE_NO, pdf, fileName: `电子发票${INVOICE_NO}.pdf` });
  });

  it('the member downloads that PDF from the order detail', async () => {
    const file = await downloadFromOrder(member, order.id, INVOICE_NO);
    expect(file.name).toContain(INVOICE_NO);
    expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(file.bytes.length).toBe(pdf.length);
    expect(file.bytes.equals(pdf)).toBe(true);
  });
});
