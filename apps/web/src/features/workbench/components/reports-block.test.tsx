import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORM_MESSAGES, REPORT_STATUS, REPORT_STATUS_LABELS, type InstitutionReport, type ReportStatus } from '@tcm/shared';
import { stubAntdBrowserApis, stubResizeObserver } from '@/lib/testing/browser-stubs';
import { queryOrderReportsQueryOptions } from '../api/query-order-reports';
import { ReportsBlock } from './reports-block';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const report = (id: number, status: ReportStatus, extra: Partial<InstitutionReport> = {}): InstitutionReport => ({
  id,
  reportNo: `BG${id}`,
  verifyCode: `CODE${id}`,
  fileUrl: `/files/stamped${id}.pdf`,
  originalUrl: `/files/original${id}.pdf`,
  status,
  statusName: REPORT_STATUS_LABELS[status],
  issuedAt: '2026-03-01T02:00:00.000Z',
  statusReason: null,
  replacedByNo: null,
  ...extra,
});

/** Renders the block over a cache that already holds the order's reports (newest first), so no request is sent. */
function renderBlock(reports: InstitutionReport[]) {
  stubAntdBrowserApis();
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(queryOrderReportsQueryOptions(7).queryKey, reports);
  render(
    <QueryClientProvider client={client}>
      <App>
        <ReportsBlock orderId={7} />
      </App>
    </QueryClientProvider>,
  );
}
const rowOf = (reportNo: string) => screen.getByText(reportNo, { selector: 'b' }).closest('tr')!;
/** The row's action buttons (the file downloads, buttons too since issue #17, carry data-path). */
const buttons = (row: HTMLElement) => [...row.querySelectorAll('button:not([data-path])')].map((b) => b.textContent?.replace(/\s/g, ''));

describe('ReportsBlock', () => {
  it('offers 替换报告 and 撤销报告 on the current valid report only, with both file links and why older ones changed', () => {
    renderBlock([report(2, REPORT_STATUS.VALID), report(1, REPORT_STATUS.REPLACED, { replacedByNo: 'BG2', statusReason: '样品名称有误' })]);
    expect(buttons(rowOf('BG2'))).toEqual(['替换报告', '撤销报告']);
    expect(buttons(rowOf('BG1'))).toEqual([]);
    expect(within(rowOf('BG1')).getByText('替换为 BG2')).toBeTruthy();
    expect(within(rowOf('BG1')).getByText('原因：样品名称有误')).toBeTruthy();
    // Private files (issue #17): saved through a fetch with the session, not a plain link.
    const row = rowOf('BG2');
    expect(within(row).getByText('盖章版').closest('button')?.getAttribute('data-path')).toBe('/files/stamped2.pdf');
    expect(within(row).getByText('原件').closest('button')?.getAttribute('data-path')).toBe('/files/original2.pdf');
    expect(row.querySelector('a[href^="/files/"]')).toBeNull();
  });

  it('offers nothing once the newest report is revoked', () => {
    renderBlock([report(3, REPORT_STATUS.REVOKED, { statusReason: '检测数据有误' })]);
    expect(buttons(rowOf('BG3'))).toEqual([]);
    expect(within(rowOf('BG3')).getByText('已撤销')).toBeTruthy();
  });

  it('will not revoke without a reason', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    // jsdom has no ResizeObserver; the reason's counter measures with it.
    stubResizeObserver();
    renderBlock([report(2, REPORT_STATUS.VALID)]);
    fireEvent.click(within(rowOf('BG2')).getByRole('button', { name: '撤销报告' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /确认撤销/ }));
    await waitFor(() => expect(within(dialog).getByText(FORM_MESSAGES.required)).toBeTruthy());
    expect(fetch).not.toHaveBeenCalled();
  });
});
