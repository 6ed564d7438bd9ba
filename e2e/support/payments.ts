import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import type { OrderPaymentState } from '@tcm/shared';
import { expect, inject } from 'vitest';
import { ALIPAY_PLATFORM_KEY_FILE, signAlipayForm } from '../../apps/server/test/helpers/payment-fakes';
import { callApi, sharedSession } from './accounts';
import { baseUrl } from './browser';

/**
 * Issue #23 in the browser suite: the server talks to a local fake Alipay (global-setup.ts); the
 * spec plays Alipay's side of a payment by posting the notification signed with the fake
 * platform's key, exactly as Alipay would once the QR code was paid.
 */

/** Whether the institution of `staffAccount` accepts online payment (no institution does until a spec turns it on). */
export async function acceptOnlinePayment(accepts: boolean, staffAccount = 'jigou01'): Promise<void> {
  const staff = await sharedSession(staffAccount);
  const set = await callApi('/api/institution/setOnlinePayment', { accepts }, staff.accessToken);
  expect(set.retcode, set.retmsg).toBe(1);
}

/** Alipay tells our server that the order's pending (QR code) payment was paid; answers what our server answered Alipay. */
export async function alipayNotifiesPaid(memberToken: string, orderId: number): Promise<string> {
  const state = await callApi<OrderPaymentState>(`/api/orderInfo/getPayment?orderId=${orderId}`, undefined, memberToken);
  const pending = state.data.payments.find((p) => p.status === 'pending' && p.channel === 'alipay');
  if (!pending) throw new Error(`order ${orderId} has no pending Alipay payment`);
  const amount = (pending.amountFen / 100).toFixed(2);
  const key = crypto.createPrivateKey(fs.readFileSync(path.join(inject('paymentKeyDir'), ALIPAY_PLATFORM_KEY_FILE), 'utf8'));
  const id = crypto.randomUUID().replaceAll('-', '');
  const fields = {
    notify_time: '2026-11-28 10:00:00',
    notify_type: 'trade_status_sync',
    notify_id: id,
    app_id: '2021000000000001',
    charset: 'utf-8',
    version: '1.0',
    sign_type: 'RSA2',
    trade_no: `2026${id.slice(0, 12)}`,
    out_trade_no: pending.outTradeNo,
    trade_status: 'TRADE_SUCCESS',
    total_amount: amount,
    receipt_amount: amount,
  };
  const res = await fetch(`${baseUrl()}/api/payments/alipay/notify`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: signAlipayForm(fields, key) });
  return res.text();
}

/** An order at 待支付 paid by Alipay without a page: the QR code asked for through the API, then Alipay's notification. */
export async function paidByAlipay(memberToken: string, orderId: number): Promise<void> {
  const qr = await callApi('/api/orderInfo/payOnline', { orderId, channel: 'alipay' }, memberToken);
  expect(qr.retcode, qr.retmsg).toBe(1);
  expect(await alipayNotifiesPaid(memberToken, orderId)).toBe('success');
}

/**
 * On the member's order detail at 待支付: opens 上传支付凭证或在线支付, picks 在线支付 · 支付宝 and
 * waits for the QR code. Answers the dialog.
 */
export async function openAlipayQr(page: Page, orderId: number): Promise<Locator> {
  await page.goto(`/pcenter/order/detail?id=${orderId}`);
  await page.getByTestId('order-detail').waitFor();
  await page.getByTestId('order-actions').getByRole('button', { name: '上传支付凭证' }).click();
  const dialog = page.locator('.ant-modal').filter({ hasText: '在线支付' });
  await dialog.getByRole('tab', { name: '在线支付' }).click();
  await dialog.getByText('支付宝', { exact: true }).click();
  await dialog.getByTestId('pay-qr').waitFor();
  await dialog.getByTestId('pay-waiting').waitFor();
  return dialog;
}
