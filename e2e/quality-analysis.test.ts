import ExcelJS from 'exceljs';
import type { Browser } from 'playwright-core';
import type { QualityAnalysis } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, callApi, loginThroughForm } from './support/accounts';
import { launchBrowser } from './support/browser';
import { type QualityPage, formatViolations, layoutShifts, openQualityPage, seriousAxeViolations, waitForRest } from './support/page-quality';

/**
 * Issue #21, 质量分析: the demo member qiye01, whose reported orders published their results, opens
 * /pcenter/quality — a chart per test item with the limit, its reported values as points (不符合
 * in red), the suppliers' failure rates and the rows — filters by supplier and exports the rows.
 */
let browser: Browser;
let q: QualityPage;
let mine: QualityAnalysis;

beforeAll(async () => {
  browser = await launchBrowser();
  mine = (await callApi<QualityAnalysis>('/api/orderInfo/getQualityAnalysis?pageSize=50', undefined, (await apiLogin('qiye01')).accessToken)).data;
  q = await openQualityPage(browser);
  await loginThroughForm(q.page, 'qiye01');
});
afterAll(async () => {
  await q?.context.close();
  await browser?.close();
});

describe('质量分析 in the personal centre', () => {
  it('opens from the menu and draws each reported value of a test item as a point, the limit as a line', async () => {
    const { page } = q;
    await page.goto('/pcenter/baseInfo');
    await page.getByRole('navigation', { name: '个人中心菜单' }).getByRole('link', { name: '质量分析' }).click();
    await page.waitForURL('**/pcenter/quality');
    const cadmium = mine.series.find((s) => s.subject === '镉')!;
    const chart = page.locator(`[data-testid="quality-chart"][data-series="${cadmium.key}"]`);
    await chart.waitFor();
    // Every reported value is a point; the 不符合 ones are marked.
    await expect(chart.locator('circle').count()).resolves.toBe(cadmium.points.length);
    const failed = cadmium.points.filter((p) => p.judgement === 'fail').length;
    expect(failed).toBeGreaterThan(0);
    await expect(chart.locator('circle[data-judgement="fail"]').count()).resolves.toBe(failed);
    await expect(chart.getByTestId('quality-limit').count()).resolves.toBe(1);
    const label = await chart.getByRole('img').getAttribute('aria-label');
    expect(label).toContain(`${cadmium.points.length} 个检测值，${failed} 个不符合`);

    // The suppliers' rates and the rows, 不符合 highlighted.
    await page.getByTestId('supplier-rates').getByText(mine.suppliers[0]!.supplier).waitFor();
    await page.getByTestId('quality-rows').locator('tr[data-row-key]').first().waitFor();
    await waitForRest(q);
    const shifts = await layoutShifts(page);
    const cls = shifts.reduce((sum, s) => sum + s.value, 0);
    expect(cls, shifts.map((s) => `${s.value.toFixed(4)} ${s.sources.join(' | ')}`).join('\n')).toBeLessThanOrEqual(0.05);
    const violations = await seriousAxeViolations(page);
    expect(violations, formatViolations('/pcenter/quality', violations)).toEqual([]);
  });

  it('filters by supplier, highlights its 不符合 rows, and exports what it shows', async () => {
    const { page } = q;
    const worst = mine.suppliers.find((s) => s.failed > 0 && s.supplier !== '')!;
    const filters = page.getByRole('search', { name: '质量分析筛选' });
    await filters.getByLabel('供应商').selectOption(worst.supplier);
    await filters.getByRole('button', { name: '查询' }).click();
    const rows = page.getByTestId('quality-rows');
    await page.getByTestId('supplier-rates').locator('tr[data-row-key]').filter({ hasText: worst.supplier }).waitFor();
    await expect.poll(() => page.getByTestId('supplier-rates').locator('tr[data-row-key]').count()).toBe(1);
    await rows.locator('tr[data-row-key]').filter({ hasText: '不符合' }).first().waitFor();
    const total = (await callApi<QualityAnalysis>(`/api/orderInfo/getQualityAnalysis?supplier=${encodeURIComponent(worst.supplier)}`, undefined, (await apiLogin('qiye01')).accessToken)).data.rows.total;
    // Page 1 of the supplier's rows (the pager, 共 N 条, shows only beyond one page).
    await expect.poll(() => rows.locator('tr[data-row-key]').count()).toBe(Math.min(total, 10));

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出 Excel' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^质量分析-\d{4}-\d{2}-\d{2}至\d{4}-\d{2}-\d{2}\.xlsx$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile((await download.path())!);
    const ws = wb.getWorksheet('质量分析')!;
    expect(ws.rowCount - 1).toBe(total);
    const supplierColumn = (ws.getRow(1).values as unknown[]).indexOf('供应商');
    ws.eachRow((row, n) => {
      if (n > 1) expect(row.getCell(supplierColumn).value).toBe(worst.supplier);
    });
  });
});
