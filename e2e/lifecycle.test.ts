import type { Browser, Locator, Page } from 'playwright-core';
import { ORDER_STATUS as S, ORDER_STATUS_LABELS, type OrderStatus } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, loginThroughForm, sharedSession } from './support/accounts';
import { fillResultsViaApi } from './support/results';
import { launchBrowser, openPage } from './support/browser';
import { onePagePdf } from './support/pdf';

/**
 * Issue #11's lifecycle walk, in the order of the table in packages/shared order-lifecycle.ts.
 * Two browser contexts: the member qiye01 and jigou01, staff of the institution that tests the
 * order; each move is made in the UI by the role that owns it, and after each one the member's
 * order detail shows the §4 status it leads to. One order takes the happy path with the sample
 * to be returned (1 → 2 → 3 → 4 → 5 → 6 → 7 → 13 → 8), is evaluated, and yunying01 approves the
 * evaluation in /admin/evaluations. Its report's public verification page says 有效 until staff
 * revoke the report, then 已撤销. A second order takes the branches (9 审核驳回 and back to 1,
 * 10 支付确认驳回 and paid again, 11 订单退回) and a third is cancelled (12), so this file sees all 13.
 * The tests run in order, each going on from where the last ended.
 */

const POLL = { timeout: 20_000 };
const RUN = Date.now().toString(36);
const SAMPLE = `E2E全流程${RUN}`;
const EVALUATION = `检测及时，报告清楚（${RUN}）`;
const REVOKE_REASON = `样品信息录入有误，报告作废（${RUN}）`;

let browser: Browser;
/** The member (qiye01), the institution's staff (jigou01) and an anonymous visitor, each in its own context. */
let member: Page;
let staff: Page;
let visitor: Page;
let institutionId: number;
let pdf: Buffer;
let orderId: number;
let verifyHref: string;
/** Every status the member has been shown, checked against §4's 13 at the end. */
const walked = new Set<OrderStatus>();

/** antd spaces out a two-character button label (提 交), so match the characters with optional spaces. */
const label = (text: string) => new RegExp(`^${[...text].join('\\s*')}$`);

async function attachPdf(dialog: Locator, name: string): Promise<void> {
  await dialog.getByLabel('上传文件').setInputFiles({ name, mimeType: 'application/pdf', buffer: pdf });
  await dialog.getByTestId('upload-tile').getByText(name).waitFor(POLL); // the tile shows once the upload is done
}

async function fillShipment(dialog: Locator, trackingNo: string): Promise<void> {
  await dialog.getByLabel('快递公司').fill('顺丰速运');
  await dialog.getByLabel('快递单号').fill(trackingNo);
}

const fillReason = (text: string) => (dialog: Locator) => dialog.getByLabel('原因').fill(text);

async function openMemberOrder(id: number): Promise<Locator> {
  await member.goto(`/pcenter/order/detail?id=${id}`);
  const detail = member.getByTestId('order-detail');
  await detail.waitFor(POLL);
  return detail;
}

/** The member opens the order afresh (the staff moved in another context) and reads its status tag. */
async function memberSees(id: number, status: OrderStatus): Promise<Locator> {
  const detail = await openMemberOrder(id);
  const tag = detail.locator('.ant-descriptions-item').filter({ hasText: /^状态/ }).first().getByTestId('order-status');
  await expect.poll(() => tag.textContent(), POLL).toBe(ORDER_STATUS_LABELS[status]);
  walked.add(status);
  return detail;
}

/** A move in a dialog: click the owner's button, fill the dialog, confirm; the dialog closes only when the server accepted it. */
async function move(page: Page, actions: Locator, action: string, ok: string, fill?: (dialog: Locator) => Promise<unknown>): Promise<void> {
  await actions.getByRole('button', { name: label(action) }).click();
  const dialog = page.locator('.ant-modal').filter({ hasText: action });
  await dialog.waitFor(POLL);
  await fill?.(dialog);
  await dialog.getByRole('button', { name: label(ok) }).click();
  // A refused move keeps the dialog open and toasts the server's words: the failure then says what they were.
  const toasts = page.locator('.ant-message-notice');
  await expect.poll(async () => ((await dialog.count()) === 0 ? 'closed' : `open · ${(await toasts.allTextContents()).join(' | ')}`), POLL).toBe('closed');
}

async function memberMove(id: number, action: string, fill?: (dialog: Locator) => Promise<unknown>, ok = '提交'): Promise<void> {
  const detail = await openMemberOrder(id);
  await move(member, detail.getByTestId('order-actions'), action, ok, fill);
}

async function staffMove(id: number, action: string, ok: string, fill?: (dialog: Locator) => Promise<unknown>): Promise<void> {
  await staff.goto(`/workbench/orders/detail?id=${id}`);
  await move(staff, staff.getByTestId('workbench-actions'), action, ok, fill);
}

/** The member's checkout: the institution's first service into the cart, the form filled in, one order placed; answers its id. */
async function placeThroughCheckout(sample: string, returnSample: boolean): Promise<number> {
  await member.goto(`/organization/detail?id=${institutionId}`);
  await member.getByTestId('service-table').locator('tbody tr').first().getByRole('button', { name: '加入购物车' }).click();
  await member.locator('.ant-message-notice').filter({ hasText: /^已将「.+」加入购物车$/ }).waitFor(POLL);
  await member.goto('/shopCart');
  await member.getByRole('button', { name: /去\s*结\s*算/ }).click();
  await member.waitForURL('**/gotoOrder', POLL);
  await member.getByTestId('amount-summary').waitFor(POLL);
  await member.getByLabel('样品名称').fill(sample);
  await member.getByLabel('品种').fill('黄芪');
  await member.getByLabel('样品数量').fill('500g × 2袋');
  if (returnSample) await member.getByText('退回样品', { exact: true }).click();
  await member.getByLabel('发票抬头').fill('杭州青禾中药饮片有限公司');
  await member.getByLabel('联系人').fill('陈经理');
  await member.getByLabel('联系电话').fill('13800000005');
  await member.getByLabel('回寄地址').fill('浙江省杭州市西湖区文三路90号');
  await member.getByRole('button', { name: '提交订单' }).click();
  await member.waitForURL('**/pcenter/order', POLL);
  await member.getByTestId('order-table').locator('tr').filter({ hasText: sample }).getByRole('link').first().click();
  await member.waitForURL('**/pcenter/order/detail?id=*', POLL);
  return Number(new URL(member.url()).searchParams.get('id'));
}

beforeAll(async () => {
  pdf = await onePagePdf('E2E lifecycle');
  const roles = await callApi<{ institution: { id: number } | null }>('/api/console/getMyRoles', undefined, (await sharedSession('jigou01')).accessToken);
  institutionId = roles.data.institution!.id;
  browser = await launchBrowser();
  ({ page: member } = await openPage(browser));
  ({ page: staff } = await openPage(browser));
  ({ page: visitor } = await openPage(browser));
  await loginThroughForm(member, 'qiye01');
  await loginThroughForm(staff, 'jigou01');
});
afterAll(async () => browser?.close());

describe('one order through the lifecycle, member and institution in two browsers', () => {
  it('the member places it at checkout, asking for the sample back: 待审核', async () => {
    orderId = await placeThroughCheckout(SAMPLE, true);
    const detail = await memberSees(orderId, S.PENDING_REVIEW);
    await detail.getByText('退回', { exact: true }).waitFor(POLL); // 检后样品
  });

  it('staff approve it and provide the contract; the member signs it and pays with a voucher', async () => {
    await staffMove(orderId, '审核通过', '确认');
    await memberSees(orderId, S.PENDING_CONTRACT);
    await staffMove(orderId, '上传合同', '提交', (d) => attachPdf(d, '检测合同.pdf'));
    const detail = await memberSees(orderId, S.PENDING_CONTRACT); // providing the contract moves no status…
    await detail.getByTestId('order-actions').getByRole('button', { name: '签订合同' }).waitFor(POLL); // …but lets the member sign

    await memberMove(orderId, '签订合同', async (d) => {
      await d.getByTestId('contract-download').waitFor(POLL);
      await attachPdf(d, '已签合同.pdf');
    });
    await memberSees(orderId, S.PENDING_PAYMENT);
    await memberMove(orderId, '上传支付凭证', (d) => attachPdf(d, '转账回单.pdf'));
    await memberSees(orderId, S.PENDING_PAYMENT_CONFIRM);
  });

  it('staff confirm the payment, the member sends the sample, staff confirm its receipt', async () => {
    // The voucher by the name the member uploaded it under (issue #20), not 支付凭证1 or a stored key.
    await staffMove(orderId, '确认收款', '确认收款', (d) => d.getByTestId('payment-vouchers').getByTestId('upload-tile').filter({ hasText: '转账回单.pdf' }).waitFor(POLL));
    await memberSees(orderId, S.PENDING_SAMPLE_SHIPMENT);
    await memberMove(orderId, '寄送样品', (d) => fillShipment(d, `SF${RUN}`.toUpperCase()));
    const detail = await memberSees(orderId, S.PENDING_SAMPLE_RECEIPT);
    await detail.getByTestId('logistics').getByText(`SF${RUN}`.toUpperCase()).waitFor(POLL);
    await staffMove(orderId, '确认收样', '确认');
    await memberSees(orderId, S.TESTING);
  });

  it('staff issue the report: the sample is still to go back, and the public verification page says it is valid', async () => {
    // The results first (issue #21): entered through the API here, through the page in results.test.ts.
    await fillResultsViaApi(orderId, (await sharedSession('jigou01')).accessToken);
    await staffMove(orderId, '出具报告', '提交', async (d) => {
      // The institution's own PDF (the default is the report generated from the results).
      await d.getByLabel('上传本机构出具的报告（PDF）').check();
      await attachPdf(d, '检测报告.pdf');
    });
    const detail = await memberSees(orderId, S.PENDING_SAMPLE_RETURN);
    const code = detail.getByTestId('order-report').locator('.ant-descriptions-item').filter({ hasText: /^验证码/ }).getByRole('link');
    verifyHref = (await code.getAttribute('href'))!;
    expect(verifyHref).toMatch(/^\/report\/verify\?code=\w+/);

    await visitor.goto(verifyHref);
    const result = visitor.getByTestId('verify-result');
    await result.getByText('报告真实有效').waitFor(POLL);
    await result.getByText(SAMPLE).waitFor(POLL);
  });

  it('staff ship the sample back: 已完成; the member evaluates once', async () => {
    await staffMove(orderId, '回寄样品', '提交', (d) => fillShipment(d, `YT${RUN}`.toUpperCase()));
    await memberSees(orderId, S.COMPLETED);
    await memberMove(orderId, '评价', (d) => d.getByLabel('评价内容').fill(EVALUATION));
    const detail = await memberSees(orderId, S.COMPLETED); // evaluating moves no status, and is allowed once
    await expect.poll(() => detail.getByTestId('order-actions').count(), POLL).toBe(0);
  });

  it('the operator approves the evaluation in /admin/evaluations, and the institution’s page shows it', async () => {
    const { page: operator, context } = await openPage(browser);
    await loginThroughForm(operator, 'yunying01');
    await operator.goto('/admin/evaluations');
    await operator.getByLabel('关键词').fill(EVALUATION);
    await operator.getByRole('button', { name: /查\s*询/ }).click();
    const row = operator.getByTestId('evaluation-table').locator('tbody tr').filter({ hasText: EVALUATION });
    await row.getByText('qiye01').waitFor(POLL);
    await row.getByRole('button', { name: label('通过') }).click();
    const dialog = operator.locator('.ant-modal').filter({ hasText: '审核通过' });
    const approved = operator.waitForResponse((r) => r.url().includes('/api/admin/evaluation/approve'), POLL);
    await dialog.getByRole('button', { name: '确认通过' }).click();
    const answer = (await (await approved).json()) as { retcode: number; retmsg: string };
    expect(answer, 'the approve call').toEqual(expect.objectContaining({ retcode: 1, retmsg: '评价已审核通过，将在机构页面展示' }));
    await operator.locator('.ant-message-notice').filter({ hasText: '评价已审核通过' }).waitFor(POLL);
    await row.waitFor({ state: 'detached', ...POLL }); // gone from the 待审核 tab
    await context.close();

    await visitor.goto(`/organization/evaluate?id=${institutionId}`);
    await visitor.getByTestId('evaluation').filter({ hasText: EVALUATION }).waitFor(POLL);
  });

  it('staff revoke the report with a reason; the verification page then says it is revoked', async () => {
    await staff.goto(`/workbench/orders/detail?id=${orderId}`);
    const reports = staff.getByTestId('order-reports');
    await move(staff, reports, '撤销报告', '确认撤销', (d) => d.getByLabel('原因').fill(REVOKE_REASON));
    await reports.getByText(`原因：${REVOKE_REASON}`).waitFor(POLL);

    await visitor.goto(verifyHref);
    await visitor.getByTestId('verify-result').getByText('该报告已被撤销，不再有效').waitFor(POLL);
    const detail = await memberSees(orderId, S.COMPLETED); // the order stays completed; its report reads 已撤销
    await detail.getByTestId('order-report').getByText('已撤销').waitFor(POLL);
  });
});

describe('the branches a single happy path cannot reach', () => {
  let id: number;

  it('审核驳回 with its reason shown; the member edits and resubmits: 待审核 again', async () => {
    id = await placeThroughCheckout(`E2E分支${RUN}`, false);
    await memberSees(id, S.PENDING_REVIEW);
    await staffMove(id, '审核驳回', '提交', fillReason('样品批号与检测项目不符'));
    const rejected = await memberSees(id, S.REVIEW_REJECTED);
    await rejected.getByText('原因：样品批号与检测项目不符').waitFor(POLL);
    await memberMove(id, '修改并重新提交', (d) => d.getByLabel('批号').fill('HQ-2026'), '重新提交');
    await memberSees(id, S.PENDING_REVIEW);
  });

  it('支付确认驳回 with its reason shown; the member pays again: 待确认支付 again', async () => {
    await staffMove(id, '审核通过', '确认');
    await memberSees(id, S.PENDING_CONTRACT);
    await staffMove(id, '上传合同', '提交', (d) => attachPdf(d, '检测合同.pdf'));
    await memberSees(id, S.PENDING_CONTRACT);
    await memberMove(id, '签订合同', (d) => attachPdf(d, '已签合同.pdf'));
    await memberSees(id, S.PENDING_PAYMENT);
    await memberMove(id, '上传支付凭证', (d) => attachPdf(d, '转账回单.pdf'));
    await memberSees(id, S.PENDING_PAYMENT_CONFIRM);
    await staffMove(id, '驳回支付', '提交', fillReason('到账金额与订单金额不符'));
    const payRejected = await memberSees(id, S.PAYMENT_REJECTED);
    await payRejected.getByText('原因：到账金额与订单金额不符').waitFor(POLL);
    await memberMove(id, '上传支付凭证', (d) => attachPdf(d, '补充转账回单.pdf'));
    await memberSees(id, S.PENDING_PAYMENT_CONFIRM);
  });

  it('订单退回 once the sample has been sent, with its reason and no more moves', async () => {
    await staffMove(id, '确认收款', '确认收款');
    await memberSees(id, S.PENDING_SAMPLE_SHIPMENT);
    await memberMove(id, '寄送样品', (d) => fillShipment(d, `ZT${RUN}`.toUpperCase()));
    await memberSees(id, S.PENDING_SAMPLE_RECEIPT);
    await staffMove(id, '退回订单', '提交', fillReason('样品已霉变，不符合检测要求'));
    const returned = await memberSees(id, S.RETURNED);
    await returned.getByText('原因：样品已霉变，不符合检测要求').waitFor(POLL);
    await expect.poll(() => returned.getByTestId('order-actions').count(), POLL).toBe(0);
  });

  it('the member cancels an order after confirming: 已取消', async () => {
    const id = await placeThroughCheckout(`E2E取消${RUN}`, false);
    const detail = await memberSees(id, S.PENDING_REVIEW);
    await detail.getByTestId('order-actions').getByRole('button', { name: '取消订单' }).click();
    await member.getByRole('dialog').filter({ hasText: '确定取消该订单吗？' }).getByRole('button', { name: '取消订单' }).click();
    await memberSees(id, S.CANCELLED);
  });

  it('has shown the member every status of §4', () => {
    expect([...walked].sort((a, b) => a - b)).toEqual(Object.values(S).sort((a, b) => a - b));
  });
});
