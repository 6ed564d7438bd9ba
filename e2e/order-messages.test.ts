import type { Browser, Locator, Page } from 'playwright-core';
import type { LoginResult, OrderDetail } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, callApi, loginThroughForm } from './support/accounts';
import { placeOrderAt } from './support/orders';
import { launchBrowser, openPage } from './support/browser';
import { onePagePdf } from './support/pdf';

/**
 * Issue #22, messages on an order: the member (qiye01) writes on its order's detail with a PDF
 * attached; the institution's staff (jigou01, a second browser context) read it — the PDF opens
 * for them — and reply; the member's open page shows the reply without a reload (the live stream
 * refetches the thread). An operator (yunying01) reads the
 * thread in the console's 订单留言, and the read is in the audit log.
 */

const POLL = { timeout: 20_000 };
const RUN = Date.now().toString(36);
const QUESTION = `样品已寄出，附件为送检说明，请查收（${RUN}）`;
const REPLY = `已收到样品和说明，预计五个工作日出具报告（${RUN}）`;
const PDF_NAME = `送检说明${RUN}.pdf`;

let browser: Browser;
let member: Page;
let staff: Page;
let operator: Page;
let memberSession: LoginResult;
let orderId: number;
let orderNo: string;
/** The client as the order names it (company, else real name, else account): the member's side of the thread. */
let memberName: string;

async function placeOrder(): Promise<void> {
  ({ id: orderId, orderNo } = await placeOrderAt(memberSession.accessToken, `E2E留言${RUN}`));
  memberName = (await callApi<OrderDetail>(`/api/orderInfo/getOrder?id=${orderId}`, undefined, memberSession.accessToken)).data.memberName;
}

/** The thread on an order's detail page, once loaded. */
async function threadOn(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  const thread = page.getByTestId('order-thread');
  await thread.waitFor(POLL);
  return thread;
}

const message = (thread: Locator, text: string) => thread.getByTestId('order-message').filter({ hasText: text });

beforeAll(async () => {
  memberSession = await apiLogin('qiye01');
  await placeOrder();
  browser = await launchBrowser();
  ({ page: member } = await openPage(browser));
  ({ page: staff } = await openPage(browser));
  ({ page: operator } = await openPage(browser));
  await loginThroughForm(member, 'qiye01');
  await loginThroughForm(staff, 'jigou01');
  await loginThroughForm(operator, 'yunying01');
});
afterAll(async () => browser?.close());

describe('a message with a PDF goes back and forth on an order', () => {
  it('the member writes with a PDF attached, the counter counting', async () => {
    const thread = await threadOn(member, `/pcenter/order/detail?id=${orderId}`);
    await thread.getByText('暂无留言').waitFor(POLL);
    const composer = thread.getByTestId('message-composer');
    await composer.getByLabel('留言内容').fill(QUESTION);
    await composer.getByText(`${[...QUESTION].length} / 1000`).waitFor(POLL);
    await composer.getByLabel('上传文件').setInputFiles({ name: PDF_NAME, mimeType: 'application/pdf', buffer: await onePagePdf('E2E order message') });
    await composer.getByTestId('upload-tile').getByText(PDF_NAME).waitFor(POLL); // the tile shows once the upload is done
    await composer.getByTestId('message-send').click();
    const sent = message(thread, QUESTION);
    await sent.waitFor(POLL);
    await expect.poll(() => sent.getAttribute('data-side')).toBe('member');
    await sent.getByTestId('message-pdf').filter({ hasText: PDF_NAME }).waitFor(POLL);
    // Sent: the box is empty again, the tile gone.
    await expect.poll(() => composer.getByLabel('留言内容').inputValue()).toBe('');
    await expect.poll(() => composer.getByTestId('upload-tile').count()).toBe(0);
    // A mark on the member's window: a reload or a navigation before the reply arrives would lose it.
    await member.evaluate(() => ((window as unknown as { threadMark: string }).threadMark = 'still here'));
  });

  it("the institution's staff see who wrote, open the PDF, and reply", async () => {
    const thread = await threadOn(staff, `/workbench/orders/detail?id=${orderId}`);
    const received = message(thread, QUESTION);
    await received.waitFor(POLL);
    await received.getByText('会员', { exact: true }).waitFor(POLL);
    await received.getByText(memberName, { exact: true }).waitFor(POLL);
    const download = staff.waitForEvent('download');
    await received.getByTestId('message-pdf').click();
    expect((await download).suggestedFilename()).toBe(PDF_NAME);
    const composer = thread.getByTestId('message-composer');
    await composer.getByLabel('留言内容').fill(REPLY);
    await composer.getByTestId('message-send').click();
    await message(thread, REPLY).waitFor(POLL);
    await staff.locator('.ant-message-notice, [role="status"]').filter({ hasText: '留言已发送' }).first().waitFor(POLL);
  });

  it('the member sees the reply without a reload: the live stream refetches the open thread', async () => {
    const thread = member.getByTestId('order-thread');
    // No focus, no reload: the reply arrives while the member's page sits in the background.
    const reply = message(thread, REPLY);
    await reply.waitFor(POLL);
    await expect.poll(() => reply.getAttribute('data-side')).toBe('institution');
    await reply.getByText('检测机构', { exact: true }).waitFor(POLL);
    await expect.poll(() => thread.getByTestId('order-message').count()).toBe(2);
    expect(await member.evaluate(() => (window as unknown as { threadMark?: string }).threadMark)).toBe('still here');
  });

  it("an operator reads the thread in the console's 订单留言, and the read is in the audit log", async () => {
    await operator.goto('/admin/dashboard');
    await operator.getByRole('link', { name: '订单留言' }).click();
    await operator.waitForURL('**/admin/order-messages', POLL);
    await operator.getByLabel('订单号').fill(orderNo);
    await operator.getByRole('button', { name: '查看留言' }).click();
    const thread = operator.getByTestId('admin-order-thread');
    await thread.waitFor(POLL);
    await message(thread, QUESTION).waitFor(POLL);
    await message(thread, REPLY).waitFor(POLL);
    await thread.getByText('本次查看已记入操作日志', { exact: false }).waitFor(POLL);
    expect(await operator.getByTestId('message-composer').count()).toBe(0);
    // 操作日志 lists the read: who, what, which order.
    await operator.goto(`/admin/audit?action=order_messages_read&keyword=${orderNo}`);
    const row = operator.locator('tr').filter({ hasText: '查看订单留言' }).filter({ hasText: orderNo });
    await row.waitFor(POLL);
    await row.getByText('yunying01').waitFor(POLL);
    await expect.poll(() => row.count()).toBe(1);
  });
});
