import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Issue #23, 发票: the steps on both sides that the invoice specs share. */

const POLL = { timeout: 20_000 };

/** A toast (antd message) with this text. */
export const toast = (page: Page, text: string) => page.locator('.ant-message-notice, [role="status"]').filter({ hasText: text }).first();

/**
 * The staff's 工作台 · 发票管理: the order's 待开票 row (its amount shown) is issued with the PDF,
 * the number and today's date; the row then stands under 已开票.
 */
export async function issueFromQueue(staff: Page, invoice: { orderNo: string; amount: string; invoiceNo: string; pdf: Buffer; fileName: string }): Promise<void> {
  await staff.goto('/workbench/invoices');
  await staff.getByRole('tab', { name: '待开票', selected: true }).waitFor(POLL);
  const row = staff.getByTestId('invoice-table').locator('tr').filter({ hasText: invoice.orderNo });
  await row.getByText('待开票').waitFor(POLL);
  expect(await row.textContent()).toContain(invoice.amount);
  await row.getByRole('button', { name: '开具发票' }).click();
  const dialog = staff.locator('.ant-modal').filter({ hasText: '开具发票' });
  await dialog.getByLabel('上传文件').setInputFiles({ name: invoice.fileName, mimeType: 'application/pdf', buffer: invoice.pdf });
  await dialog.getByTestId('upload-tile').first().waitFor(POLL);
  await dialog.getByLabel('发票号码').fill(invoice.invoiceNo);
  await dialog.getByRole('button', { name: /确认开票/ }).click();
  await toast(staff, '发票已开具').waitFor(POLL);
  await staff.getByRole('tab', { name: '已开票' }).click();
  await staff.getByTestId('invoice-table').locator('tr').filter({ hasText: invoice.invoiceNo }).waitFor(POLL);
}

/** On the member's order detail: the issued invoice's row, downloaded; answers the file's name and bytes. */
export async function downloadFromOrder(member: Page, orderId: number, invoiceNo: string): Promise<{ name: string; bytes: Buffer }> {
  await member.goto(`/pcenter/order/detail?id=${orderId}`);
  const row = member.getByTestId('invoice-block').locator('tr').filter({ hasText: invoiceNo });
  await row.getByText('已开票').waitFor(POLL);
  const download = member.waitForEvent('download', POLL);
  await row.getByTestId('invoice-download').click();
  const file = await download;
  const saved = await file.path();
  if (!saved) throw new Error('the download was not saved');
  return { name: file.suggestedFilename(), bytes: readFileSync(saved) };
}
