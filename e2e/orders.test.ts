import type { Browser, Locator, Page } from 'playwright-core';
import type { CheckoutPrefill, LoginResult, OrderDetail, OrderPage, PageResult, TestService } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, callApi, loginThroughForm, sharedSession } from './support/accounts';
import { fillResultsViaApi } from './support/results';
import { baseUrl, launchBrowser, openPage } from './support/browser';
import { onePagePdf } from './support/pdf';

/**
 * Issue #9 as a member meets it, against the real server: from /detection to a placed order,
 * then signing, paying with a voucher, sending samples, the report and the evaluation. The
 * institution's moves are driven through the API as its seeded staff account (jigou01).
 * The tests run in order on one page, each going on from where the last ended.
 */

const MEMBER = 'putong01';
const SAMPLE = `E2E黄芪${Date.now().toString(36)}`;
const PDF: { name: string; mimeType: string; buffer: Buffer } = { name: '文件.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) };

let browser: Browser;
let page: Page;
let staff: LoginResult;
let member: LoginResult;
let institution: { id: number; name: string };
let itemName: string;
let orderId: number;

/** An upload as the staff's own file (the institution's contract, the report). */
async function staffUploadPdf(): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(PDF.buffer)], { type: PDF.mimeType }), 'report.pdf');
  form.append('needWatermark', 'false');
  form.append('thumbImageFlag', 'false');
  const res = await fetch(`${baseUrl()}/api/uploadFile`, { method: 'POST', headers: { Token: staff.accessToken }, body: form });
  const body = (await res.json()) as { retcode: number; data: { fileUrl: string } };
  expect(body.retcode).toBe(1);
  return body.data.fileUrl;
}

async function staffMove(name: string, body: object): Promise<void> {
  const res = await callApi(`/api/institutionOrder/${name}`, { orderId, ...body }, staff.accessToken);
  expect(res.retmsg, name).toBe('操作成功');
  expect(res.retcode, name).toBe(1);
}

async function myOrder(): Promise<OrderDetail> {
  const res = await callApi<OrderDetail>(`/api/orderInfo/getOrder?id=${orderId}`, undefined, member.accessToken);
  expect(res.retcode).toBe(1);
  return res.data;
}

/** The detail page's button for a member move, then the dialog it opens. */
async function openMove(label: string) {
  await page.goto(`/pcenter/order/detail?id=${orderId}`);
  await page.getByTestId('order-detail').waitFor();
  // antd spaces out a two-character label (评 价).
  await page.getByTestId('order-actions').getByRole('button', { name: new RegExp(`^${[...label].join('\\s*')}$`) }).click();
  const dialog = page.locator('.ant-modal').filter({ hasText: label });
  await dialog.waitFor();
  return dialog;
}

async function submitMove(dialog: ReturnType<Page['locator']>) {
  await dialog.getByRole('button', { name: /提\s*交/ }).click();
  await dialog.waitFor({ state: 'detached' });
}

beforeAll(async () => {
  PDF.buffer = await onePagePdf('Test report E2E');
  browser = await launchBrowser();
  staff = await sharedSession('jigou01');
  member = await apiLogin(MEMBER);
  const orders = await callApi<OrderPage>('/api/institutionOrder/queryOrder?pageSize=1', undefined, staff.accessToken);
  const first = orders.data.list[0]!;
  institution = { id: first.institutionId, name: first.institutionName };
  const services = await callApi<PageResult<TestService>>(`/api/testService/queryTestService?institutionId=${institution.id}&pageSize=1`);
  itemName = services.data.list[0]!.testItem.name;
  ({ page } = await openPage(browser));
  await loginThroughForm(page, MEMBER);
});
afterAll(async () => browser?.close());

describe('ordering tests, end to end', () => {
  it('/detection: choose a test item, compare institutions, add one to the cart', async () => {
    await page.goto('/detection');
    await page.getByTestId('test-items').getByText(itemName, { exact: true }).click();
    await page.getByTestId('chosen-items').getByText(itemName).waitFor();
    const card = page.getByTestId('provider-card').filter({ hasText: institution.name });
    // Best rated first, five a page: walk the pages to the staff's institution.
    for (let i = 0; i < 20 && !(await card.isVisible()); i += 1) {
      await page.getByTestId('provider-card').first().waitFor();
      if (await card.isVisible()) break;
      const first = await page.getByTestId('provider-card').first().textContent();
      await page.getByTestId('provider-compare').getByRole('button', { name: '下一页' }).click();
      await expect.poll(() => page.getByTestId('provider-card').first().textContent(), { timeout: 5000 }).not.toBe(first);
    }
    await card.getByRole('button', { name: '加入购物车' }).click();
    await page.getByText('已将 1 个项目加入购物车').waitFor();
    await page.getByTestId('go-cart').click();
    await page.waitForURL('**/shopCart');
    await page.getByTestId('cart-group').filter({ hasText: institution.name }).waitFor();
  });

  it('the cart survives a reload and leads to the checkout', async () => {
    await page.reload();
    await page.getByTestId('cart-group').filter({ hasText: institution.name }).waitFor();
    await expect(page.getByTestId('cart-estimate').textContent()).resolves.toMatch(/^¥[\d,]+\.\d{2}$/);
    await page.getByRole('button', { name: /去\s*结\s*算/ }).click();
    await page.waitForURL('**/gotoOrder');
  });

  it('/gotoOrder keeps a draft, shows the server amounts and a double click places one order', async () => {
    await page.getByTestId('amount-summary').waitFor();
    await page.getByLabel('样品名称').fill(SAMPLE);
    // 检测依据 offers what getTestBasis answers (here relabelled on the way, to tell it from a list of the page's own).
    await page.route('**/api/serviceCategory/getTestBasis*', async (route) => {
      const body = (await (await route.fetch()).json()) as { data: { value: number; label: string }[] };
      await route.fulfill({ json: { ...body, data: body.data.map((o) => ({ ...o, label: `依据${o.value}：${o.label}` })) } });
    });
    await page.reload();
    await page.getByTestId('amount-summary').waitFor();
    await expect(page.getByLabel('样品名称').inputValue()).resolves.toBe(SAMPLE);
    await page.getByRole('radio', { name: /^依据1：/ }).check();
    await page.unroute('**/api/serviceCategory/getTestBasis*');
    await page.getByLabel('品种').fill('黄芪');
    await page.getByLabel('样品数量').fill('500g × 2袋');
    await page.getByLabel('发票抬头').fill('杭州某某中药饮片有限公司');
    await page.getByLabel('联系人').fill('王明');
    await page.getByLabel('联系电话').fill('13800000001');
    await page.getByLabel('回寄地址').fill('浙江省杭州市西湖区文三路100号');
    await expect(page.getByTestId('amount-summary').textContent()).resolves.toMatch(/合计¥[\d,]+\.\d{2}/);
    await page.getByRole('button', { name: '提交订单' }).dblclick();
    await page.waitForURL('**/pcenter/order');
    await page.getByTestId('order-table').getByText(SAMPLE).waitFor();
    const mine = await callApi<OrderPage>('/api/orderInfo/queryOrderInfo?status=1&pageSize=50', undefined, member.accessToken);
    const placed = mine.data.list.filter((o) => o.sampleName === SAMPLE);
    expect(placed).toHaveLength(1);
    orderId = placed[0]!.id;
    const detail = await callApi<{ testingBasis: number }>(`/api/orderInfo/getOrder?id=${orderId}`, undefined, member.accessToken);
    expect(detail.data.testingBasis).toBe(1);
    // The row offers exactly what the lifecycle allows a member at 待审核: cancel.
    const row = page.locator('tr').filter({ hasText: SAMPLE });
    await expect(row.getByTestId('order-actions').getByRole('button').allTextContents()).resolves.toEqual(['取消订单']);
  });

  it('signs the contract the institution provided, then pays with a voucher', async () => {
    await staffMove('approveOrder', {});
    await staffMove('provideContract', { contractUrl: await staffUploadPdf() });
    const sign = await openMove('签订合同');
    await sign.getByTestId('contract-download').waitFor();
    await sign.getByLabel('上传文件').setInputFiles(PDF);
    await sign.locator('.ant-form-item').filter({ hasText: '已签署合同' }).getByText('文件.pdf').waitFor();
    await submitMove(sign);
    expect((await myOrder()).status).toBe(3);

    const pay = await openMove('上传支付凭证');
    await pay.getByLabel('上传文件').setInputFiles({ ...PDF, name: '转账回单.pdf' });
    await pay.getByText('转账回单.pdf').waitFor();
    await submitMove(pay);
    const paid = await myOrder();
    expect(paid.status).toBe(4);
    expect(paid.voucherUrls).toHaveLength(1);
  });

  it('sends the samples with a courier and tracking number; the detail shows the logistics', async () => {
    await staffMove('confirmPayment', {});
    const send = await openMove('寄送样品');
    await send.getByLabel('快递公司').fill('顺丰速运');
    await send.getByLabel('快递单号').fill('SF1234567890');
    await submitMove(send);
    expect((await myOrder()).status).toBe(6);
    await page.reload();
    await page.getByTestId('logistics').getByText('SF1234567890').waitFor();
    await expect(page.getByTestId('order-timeline').textContent()).resolves.toContain('寄送样品');
  });

  it('sees the report, verifies it publicly and evaluates the order once', async () => {
    await staffMove('confirmReceipt', {});
    await fillResultsViaApi(orderId, staff.accessToken);
    await staffMove('issueReport', { reportUrl: await staffUploadPdf() });
    const done = await myOrder();
    expect(done.status).toBe(8);
    const code = done.report!.verifyCode;

    await page.goto('/pcenter/report');
    await page.getByTestId('report-table').getByText(SAMPLE).waitFor();
    await page.getByTestId('report-table').getByRole('link', { name: code }).click();
    await page.waitForURL('**/report/verify?code=*');
    await page.getByTestId('verify-result').getByText('报告真实有效').waitFor();

    const evaluate = await openMove('评价');
    await evaluate.getByLabel('评价内容').fill('检测周期短，报告清楚。');
    await submitMove(evaluate);
    await page.reload();
    await page.getByTestId('order-report').waitFor();
    await expect(page.getByTestId('order-actions').count()).resolves.toBe(0);
  });
});

describe('comparing institutions for a herb (issue #20)', () => {
  it('the picker finds test items by words (findTestItem) and counts each category\'s items', async () => {
    const { page: p, context } = await openPage(browser);
    await p.goto('/detection');
    const expected = (await callApi<PageResult<TestService['testItem']>>('/api/testItem/findTestItem?keyword=%E5%86%9C%E8%8D%AF&pageSize=100')).data.list.map((i) => i.name);
    expect(expected.length).toBeGreaterThan(0);
    await p.getByTestId('test-items').getByRole('checkbox').first().waitFor();
    await p.getByRole('textbox', { name: '搜索检测项目' }).fill('农药');
    await p.getByRole('textbox', { name: '搜索检测项目' }).press('Enter');
    // Each item's label holds its name, then its method or standard.
    const names = async () => (await p.getByTestId('test-items').locator('label').evaluateAll((els) => els.map((e) => e.lastElementChild?.firstElementChild?.textContent ?? ''))).sort();
    await expect.poll(names, { timeout: 15_000 }).toEqual([...expected].sort());
    await expect(p.getByRole('tree', { name: '检测分类' }).getByRole('treeitem').first().textContent()).resolves.toMatch(/\d/);
    await context.close();
  });

  it('人参 with 水分 and 总灰分 ticked: every offer prices exactly those two, the cart holds exactly those, and checkout starts prefilled', async () => {
    const { page: p, context } = await openPage(browser);
    await loginThroughForm(p, 'geren01');
    await p.goto('/detection');
    await p.getByLabel('检测品种').fill('人参');
    for (const name of ['水分', '总灰分']) await p.getByTestId('test-items').getByText(name, { exact: true }).click();
    await p.getByTestId('chosen-items').getByText('总灰分').waitFor();
    const cards = p.getByTestId('provider-card');
    const linesOf = async (card: Locator) => (await card.locator('tbody tr td:first-child').allTextContents()).sort();
    await expect.poll(() => linesOf(cards.first()), { timeout: 15_000 }).toEqual(['总灰分', '水分']);
    for (const card of await cards.all()) expect(await linesOf(card)).toEqual(['总灰分', '水分']);
    const institutionName = (await cards.first().getByRole('link').first().textContent())!.trim();
    await cards.first().getByRole('button', { name: '加入购物车' }).click();
    await p.getByText('已将 2 个项目加入购物车').waitFor();
    await p.getByTestId('go-cart').click();
    await p.waitForURL('**/shopCart');
    const group = p.getByTestId('cart-group').filter({ hasText: institutionName });
    await group.waitFor();
    expect((await group.locator('tbody tr td:nth-child(2)').allTextContents()).sort()).toEqual(['总灰分', '水分']);
    // The checkout arrives prefilled: the herb, and the contact and invoice the portal suggests for this member.
    const geren = await apiLogin('geren01');
    const known = (await callApi<CheckoutPrefill>('/api/orderInfo/getCheckoutPrefill', undefined, geren.accessToken)).data;
    expect(known.contact.phone).toMatch(/^1\d{10}$/);
    await p.getByRole('button', { name: /去\s*结\s*算/ }).click();
    await p.waitForURL('**/gotoOrder');
    await p.getByTestId('amount-summary').waitFor();
    await expect(p.getByLabel('品种').inputValue()).resolves.toBe('人参');
    await expect(p.getByLabel('样品名称').inputValue()).resolves.toBe('人参');
    await expect(p.getByLabel('联系人').inputValue()).resolves.toBe(known.contact.name);
    await expect(p.getByLabel('联系电话').inputValue()).resolves.toBe(known.contact.phone);
    await expect(p.getByLabel('回寄地址').inputValue()).resolves.toBe(known.contact.address);
    await expect(p.getByLabel('发票抬头').inputValue()).resolves.toBe(known.invoice?.title ?? '');
    await context.close();
  });
});
