import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginThroughForm } from './support/accounts';
import { launchBrowser, openPage } from './support/browser';

/**
 * Issue #17, the audit trail in the console: yunying01 sees an applicant's mobile masked on 入驻审核,
 * reveals it with 查看 (an audited call), then exports 操作日志 for a date range and finds that
 * reveal in the downloaded .xlsx.
 */

const POLL = { timeout: 20_000 };
const MASKED_MOBILE = /1\d{2}\*{4}\d{4}/;
/** A Beijing calendar day, `days` from today. */
const beijingDay = (days: number) => new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

let browser: Browser;
let page: Page;
let consoleErrors: string[];
let revealed: { masked: string; clear: string };

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page, consoleErrors } = await openPage(browser));
  await loginThroughForm(page, 'yunying01');
});
afterAll(async () => browser?.close());

async function openMenu(name: string): Promise<void> {
  await page.goto('/admin/dashboard');
  await page.getByRole('navigation', { name: '运营菜单' }).getByRole('link', { name }).click();
  await page.locator('main h1').getByText(name).waitFor(POLL);
}

describe('the audit trail in the operator console', () => {
  it('lists an applicant’s mobile masked and reveals it with 查看', async () => {
    await openMenu('入驻审核');
    const rows = page.getByTestId('settlement-table').locator('tbody tr');
    await rows.filter({ hasText: MASKED_MOBILE }).first().waitFor(POLL);
    // By position: once revealed, the row no longer shows the masked text.
    const row = rows.nth((await rows.allTextContents()).findIndex((text) => MASKED_MOBILE.test(text)));
    const masked = (await row.textContent())!.match(MASKED_MOBILE)![0];
    await row.getByRole('button', { name: '查看完整手机号' }).click();
    const clear = row.getByTestId('pii-clear');
    await clear.waitFor(POLL);
    revealed = { masked, clear: (await clear.textContent())!.trim() };
    expect(revealed.clear).toMatch(/^1\d{10}$/);
    expect(`${revealed.clear.slice(0, 3)}****${revealed.clear.slice(-4)}`).toBe(masked);
    expect(await row.getByRole('button', { name: '查看完整手机号' }).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  it('exports 操作日志 for a date range as .xlsx that holds that reveal', async () => {
    await openMenu('操作日志');
    const [from, to] = [beijingDay(-1), beijingDay(1)];
    // Native date fields: fill takes the day as YYYY-MM-DD whatever the browser's display format.
    await page.getByLabel('开始日期').fill(from);
    const end = page.getByLabel('结束日期');
    await end.fill(to);
    await expect.poll(() => end.inputValue()).toBe(to);

    const [download] = await Promise.all([page.waitForEvent('download', POLL), page.getByRole('button', { name: /导\s*出/ }).click()]);
    expect(download.suggestedFilename()).toBe(`操作日志_${from}至${to}.xlsx`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile((await download.path())!);
    const rows: string[][] = [];
    wb.worksheets[0]!.eachRow((r) => rows.push(Array.from({ length: 9 }, (_, i) => r.getCell(i + 1).text)));
    expect(rows[0]).toEqual(['编号', '时间（北京时间）', '账号', '会员ID', '操作', '操作代码', '结果', 'IP', '详情']);
    const reveal = rows.find((r) => r[5] === 'pii_reveal' && r[2] === 'yunying01');
    expect(reveal?.[4]).toBe('查看完整个人信息');
    expect(reveal?.[8]).toMatch(/^入驻申请#\d+（.+）的手机号$/);
    // The log names who looked, never the value.
    expect(rows.some((r) => r.join(' ').includes(revealed.clear))).toBe(false);

    // The export itself is in the log.
    await page.getByLabel('关键词').fill(`${from}至${to}`);
    await page.getByRole('button', { name: /查\s*询/ }).click();
    const logged = page.getByTestId('audit-table').locator('tbody tr').filter({ hasText: '导出操作日志' });
    await logged.first().waitFor(POLL);
    expect(await logged.first().textContent()).toContain('yunying01');
    expect(consoleErrors).toEqual([]);
  });
});
