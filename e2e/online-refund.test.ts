import type { Browser, Page } from 'playwright-core';
import { type LoginResult, type OrderPaymentState, PAYMENT_MESSAGES, formatFen } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, sharedSession, signInAs } from './support/accounts';
import { launchBrowser, openPage } from './support/browser';
import { toast } from './support/invoices';
import { type PlacedOrder, orderAtPendingPayment, orderStep } from './support/orders';
import { acceptOnlinePayment, paidByAlipay } from './support/payments';

/**
 * Issue #23, a refund in the browser. An order paid online (Alipay, through the API and the signed
 * notification) whose samples were sent is returned by the institution (订单退回 — the lifecycle's
 * way to a refund after payment: a member may cancel only before paying). The staff (jigou01)
 * refund part of it with a reason in the workbench's 在线支付 block; the fake Alipay refunds at
 * once, so the refund reads 退款成功; the member's order detail shows the same refund.
 */

const POLL = { timeout: 20_000 };
const RUN = Date.now().toString(36);
const REASON = `样品破损，退还部分检测费${RUN}`;

let browser: Browser;
let member: Page;
let staff: Page;
let session: LoginResult;
let order: PlacedOrder;
let paidFen: number;
let refundFen: number;

beforeAll(async () => {
  session = await sharedSession('qiye01');
  await acceptOnlinePayment(true);
  order = await orderAtPendingPayment(session.accessToken, `E2E退款${RUN}`);
  await paidByAlipay(session.accessToken, order.id);
  paidFen = (await callApi<OrderPaymentState>(`/api/orderInfo/getPayment?orderId=${order.id}`, undefined, session.accessToken)).data.payments.find((p) => p.status === 'paid')!.amountFen;
  refundFen = Math.floor(paidFen / 2);
  await orderStep('/api/orderInfo/sendOutGoods', { orderId: order.id, courier: '顺丰速运', trackingNo: `SF${Date.now()}` }, session.accessToken);
  await orderStep('/api/institutionOrder/returnOrder', { orderId: order.id, reason: '样品破损' }, (await sharedSession('jigou01')).accessToken);
  browser = await launchBrowser();
  ({ page: member } = await openPage(browser));
  ({ page: staff } = await openPage(browser));
  await signInAs(member, 'qiye01');
  await signInAs(staff, 'jigou01');
});
afterAll(async () => {
  await acceptOnlinePayment(false);
  await browser?.close();
});

describe('a partial refund of an online payment', () => {
  it('the institution refunds part of a returned order through Alipay and sees 退款成功', async () => {
    await staff.goto(`/workbench/orders/detail?id=${order.id}`);
    const block = staff.getByTestId('payments-block');
    await block.getByText('支付宝').waitFor(POLL);
    await block.getByRole('button', { name: '原路退款' }).click();
    const dialog = staff.locator('.ant-modal').filter({ hasText: '原路退款' });
    await dialog.getByText(`可退金额：${formatFen(paidFen)}`).waitFor();
    await dialog.getByLabel('退款金额（元）').fill((refundFen / 100).toFixed(2));
    await dialog.getByLabel('退款原因').fill(REASON);
    await dialog.getByRole('button', { name: /提交退款/ }).click();
    await toast(staff, PAYMENT_MESSAGES.refundAccepted).waitFor(POLL);
    const row = block.getByTestId('refund-table').locator('tr').filter({ hasText: REASON });
    await row.getByText('退款成功').waitFor(POLL);
    expect(await row.textContent()).toContain(formatFen(refundFen));
    // Part of it refunded: the rest can still be refunded.
    await block.getByRole('button', { name: '原路退款' }).waitFor();
  });

  it('the member’s order detail shows the payment and the refund', async () => {
    await member.goto(`/pcenter/order/detail?id=${order.id}`);
    const block = member.getByTestId('online-payment');
    await block.getByText('支付宝').waitFor(POLL);
    await block.getByText(formatFen(paidFen)).first().waitFor();
    const row = block.getByTestId('refund-table').locator('tr').filter({ hasText: REASON });
    await row.getByText('退款成功').waitFor(POLL);
    expect(await row.textContent()).toContain(formatFen(refundFen));
    expect(await row.textContent()).toContain('检测机构');
  });
});
