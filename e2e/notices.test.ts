import type { Browser, Page } from 'playwright-core';
import type { LoginResult, NoticeUnreadCount } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, callApi, loginThroughForm, sharedSession } from './support/accounts';
import { placeOrderAt } from './support/orders';
import { launchBrowser, openPage } from './support/browser';
import { formatViolations, seriousAxeViolations } from './support/page-quality';

/**
 * Issue #22, 消息中心 as a member meets it, against the real server: putong01 places two orders and
 * jigou01 approves both (through the API), so the member has exactly two unread 订单审核通过. In the
 * browser the header's badge says 2; the member opens 消息中心 from it, marks one read (the badges
 * drop to 1), marks all read (they are gone) and follows a notice's link to its order. Staff see the
 * two new orders on the workbench's strip and menu. Every wait is for a state, never a time.
 */

const MEMBER = 'putong01';
const STAFF = 'jigou01';
const SAMPLE = `E2E消息${Date.now().toString(36)}`;
const POLL = { timeout: 20_000 };

let browser: Browser;
let member: LoginResult;
let staff: LoginResult;
const orders: { id: number; orderNo: string }[] = [];

const placeOrder = () => placeOrderAt(member.accessToken, SAMPLE, STAFF);

const unread = async (scope: 'member' | 'institution', token: string) =>
  (await callApi<NoticeUnreadCount>(`/api/notice/unreadCount?scope=${scope}`, undefined, token)).data.total;

/** The badge's visible number, or null while there is none. */
async function badgeNumber(page: Page, where: string, scope: string): Promise<string | null> {
  const badge = page.locator(where).getByTestId(`unread-badge-${scope}`);
  return (await badge.count()) === 0 ? null : badge.locator('[aria-hidden="true"]').textContent();
}

beforeAll(async () => {
  browser = await launchBrowser();
  [member, staff] = await Promise.all([apiLogin(MEMBER), sharedSession(STAFF)]);
  // Whatever earlier specs left unread: start both accounts from nothing.
  for (const [scope, token] of [['member', member.accessToken], ['institution', staff.accessToken]] as const) {
    expect((await callApi('/api/notice/readAll', { scope }, token)).retcode).toBe(1);
  }
  orders.push(await placeOrder(), await placeOrder());
  for (const { id } of orders) {
    const res = await callApi('/api/institutionOrder/approveOrder', { orderId: id }, staff.accessToken);
    expect(res.retcode, res.retmsg).toBe(1);
  }
  expect(await unread('member', member.accessToken)).toBe(2);
  expect(await unread('institution', staff.accessToken)).toBe(2);
});
afterAll(async () => browser?.close());

describe('消息中心 and the unread badges', () => {
  it('a member sees the count, marks one read, then all, and follows a notice to its order', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    await loginThroughForm(page, MEMBER);
    await page.goto('/home');
    const header = page.getByTestId('header-notice-link');
    await expect.poll(() => badgeNumber(page, '[data-testid="header-notice-link"]', 'member'), POLL).toBe('2');

    await header.click();
    await page.waitForURL('**/pcenter/notice', POLL);
    await page.locator('main h1', { hasText: '消息中心' }).waitFor(POLL);
    const rows = page.getByTestId('notice-row');
    const unreadRows = page.locator('[data-testid="notice-row"][data-read="false"]');
    // The demo data's own notices are there too, read (beforeAll); ours are the two unread, on top, newest first.
    await expect.poll(() => unreadRows.count(), POLL).toBe(2);
    await expect.poll(() => rows.first().textContent(), POLL).toContain(orders[1]!.orderNo);
    expect(await rows.nth(1).textContent()).toContain(orders[0]!.orderNo);
    expect(await unreadRows.first().getByText('未读', { exact: true }).count()).toBe(1);
    const menu = page.getByRole('navigation', { name: '个人中心菜单' });
    await expect.poll(() => badgeNumber(page, 'nav[aria-label="个人中心菜单"]', 'member'), POLL).toBe('2');
    await menu.getByRole('link', { name: '消息中心' }).waitFor();
    // The list with its unread marks and the badges passes axe as the empty pages do (page-accessibility.test.ts).
    const violations = await seriousAxeViolations(page);
    expect(violations, formatViolations('/pcenter/notice', violations)).toEqual([]);

    await rows.first().getByRole('button', { name: '标为已读' }).click();
    await page.getByText('已标为已读').first().waitFor(POLL);
    await expect.poll(() => badgeNumber(page, '[data-testid="header-notice-link"]', 'member'), POLL).toBe('1');
    await expect.poll(() => badgeNumber(page, 'nav[aria-label="个人中心菜单"]', 'member'), POLL).toBe('1');
    // A read one goes below the unread.
    await expect.poll(() => unreadRows.count(), POLL).toBe(1);
    expect(await rows.first().textContent()).toContain(orders[0]!.orderNo);

    await page.getByRole('button', { name: '全部标为已读' }).click();
    await page.getByText('已全部标为已读').first().waitFor(POLL);
    await expect.poll(() => badgeNumber(page, '[data-testid="header-notice-link"]', 'member'), POLL).toBeNull();
    await expect.poll(() => badgeNumber(page, 'nav[aria-label="个人中心菜单"]', 'member'), POLL).toBeNull();
    await expect.poll(() => unreadRows.count(), POLL).toBe(0);
    expect(await unread('member', member.accessToken)).toBe(0);

    // 仅看未读 now shows nothing (the box follows the address, so it is clicked, then its state awaited).
    const unreadOnly = page.getByRole('checkbox', { name: '仅看未读' });
    await unreadOnly.click();
    await page.getByText('暂无消息').waitFor(POLL);
    await page.waitForURL((url) => url.searchParams.get('unread') === '1', POLL);
    await unreadOnly.click();
    await page.waitForURL((url) => !url.searchParams.has('unread'), POLL);
    await rows.filter({ hasText: orders[0]!.orderNo }).waitFor(POLL);

    const first = rows.filter({ hasText: orders[0]!.orderNo });
    await first.getByRole('link', { name: '查看详情' }).click();
    await page.waitForURL((url) => url.pathname === '/pcenter/order/detail' && url.searchParams.get('id') === String(orders[0]!.id), POLL);
    await page.getByTestId('order-detail').getByText(orders[0]!.orderNo).first().waitFor(POLL);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('staff see the new orders counted on the workbench’s strip and menu, and read them in its 消息中心', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    await loginThroughForm(page, STAFF);
    await page.goto('/workbench/orders');
    const strip = page.getByTestId('workbench-notice-link');
    await expect.poll(() => badgeNumber(page, '[data-testid="workbench-notice-link"]', 'institution'), POLL).toBe('2');
    await expect.poll(() => badgeNumber(page, 'nav[aria-label="工作台菜单"]', 'institution'), POLL).toBe('2');
    await strip.click();
    await page.waitForURL('**/workbench/notice', POLL);
    const rows = page.getByTestId('notice-row');
    await expect.poll(() => rows.filter({ hasText: '新订单待审核' }).filter({ hasText: orders[0]!.orderNo }).count(), POLL).toBe(1);
    await rows.filter({ hasText: orders[1]!.orderNo }).getByRole('link', { name: '查看详情' }).click();
    await page.waitForURL((url) => url.pathname === '/workbench/orders/detail' && url.searchParams.get('id') === String(orders[1]!.id), POLL);
    // Followed, so read: one left.
    await expect.poll(() => badgeNumber(page, '[data-testid="workbench-notice-link"]', 'institution'), POLL).toBe('1');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
