import type { Browser, Page } from 'playwright-core';
import type { LoginResult, OrderDetail } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, sharedSession, signInAs } from './support/accounts';
import { launchBrowser, openPage } from './support/browser';
import { orderAtPendingPayment } from './support/orders';
import { acceptOnlinePayment, alipayNotifiesPaid, openAlipayQr } from './support/payments';

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
let member: LoginResult;
let orderId: number;

beforeAll(async () => {
  member = await sharedSession(MEMBER);
  await acceptOnlinePayment(true);
  ({ id: orderId } = await orderAtPendingPayment(member.accessToken, `E2E在线支付${RUN}`));
  browser = await launchBrowser();
  ({ page } = await openPage(browser));
  await signInAs(page, MEMBER);
});
afterAll(async () => {
  await acceptOnlinePayment(false);
  await browser?.close();
});

describe('online payment in the browser', () => {
  it('shows the Alipay QR code at 待支付 and, once the signed notification arrived, 待寄送样品', async () => {
    const dialog = await openAlipayQr(page, orderId);
    expect(await alipayNotifiesPaid(member.accessToken, orderId)).toBe('success');

    // The page learns it from our server (polling), closes the dialog and shows the new status.
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('order-detail').getByText('待寄送样品').first().waitFor();
    await expect(page.getByTestId('order-timeline').textContent()).resolves.toContain('在线支付');
    const detail = await callApi<OrderDetail>(`/api/orderInfo/getOrder?id=${orderId}`, undefined, member.accessToken);
    expect(detail.data.status).toBe(5);
  });
});
