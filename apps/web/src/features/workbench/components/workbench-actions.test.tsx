import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FORM_MESSAGES, ORDER_ACTION_LABELS, ORDER_LIFECYCLE, ORDER_STATUS, REPORT_MESSAGES, allowedActions, type OrderFacts, type OrderStatus } from '@tcm/shared';
import { stubAntdBrowserApis, stubResizeObserver } from '@/lib/testing/browser-stubs';
import { institutionActions, WorkbenchActions } from './workbench-actions';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const STATUSES = Object.values(ORDER_STATUS) as OrderStatus[];
const FACT_CASES: OrderFacts[] = [
  { returnSample: false, hasContract: false, evaluated: false },
  { returnSample: true, hasContract: true, evaluated: true },
];
const squash = (s: string | null) => (s ?? '').replace(/\s/g, '');

function renderActions(status: OrderStatus, facts: OrderFacts) {
  stubAntdBrowserApis();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <div data-testid="host">
          <WorkbenchActions order={{ id: 7, orderNo: 'JC1', status, facts }} />
        </div>
      </App>
    </QueryClientProvider>,
  );
  return screen.getByTestId('host');
}

// The dialogs are a chunk of their own (loaded when a button is first pointed at): load it once
// here, as the pointer would, so opening one is not a module transform inside findBy's wait.
beforeAll(() => import('./move-dialogs'), 60_000);

describe('workbench action buttons, per status, from the lifecycle table', () => {
  for (const status of STATUSES) {
    for (const facts of FACT_CASES) {
      const expected = allowedActions(status, 'institution', facts).map((a) => squash(ORDER_ACTION_LABELS[a]));
      it(`status ${status} ${JSON.stringify(facts)} → ${expected.join('、') || 'none'}`, () => {
        const labels = within(renderActions(status, facts)).queryAllByRole('button').map((b) => squash(b.textContent));
        expect(labels).toEqual(expected);
      });
    }
  }

  it('offers every institution action of the table somewhere (each has its dialog), and never a member action', () => {
    const rows = new Set(ORDER_LIFECYCLE.filter((r) => r.actor === 'institution').map((r) => r.action));
    const seen = new Set(STATUSES.flatMap((status) => FACT_CASES.flatMap((facts) => institutionActions({ id: 1, orderNo: 'x', status, facts }))));
    expect(seen).toEqual(rows);
    for (const status of STATUSES) {
      for (const facts of FACT_CASES) {
        cleanup();
        expect(within(renderActions(status, facts)).queryAllByRole('button')).toHaveLength(institutionActions({ id: 1, orderNo: 'x', status, facts }).length);
      }
    }
  });

  it('refuses an empty reason in the browser, then sends the reason the server asks for', async () => {
    const fetchMock = vi.fn(async () => Response.json({ retcode: 1, retmsg: '操作成功', data: null }));
    vi.stubGlobal('fetch', fetchMock);
    // jsdom has no ResizeObserver; the reason box's counter measures with it.
    stubResizeObserver();
    const host = renderActions(ORDER_STATUS.PENDING_REVIEW, FACT_CASES[0]!);
    fireEvent.click(within(host).getByRole('button', { name: /审核驳回/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /提\s*交/ }));
    await within(dialog).findByText(FORM_MESSAGES.required);
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('原因'), { target: { value: '样品批号与检测项目不符' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/institutionOrder/rejectOrder');
    expect(JSON.parse(String(init.body))).toMatchObject({ orderId: 7, reason: '样品批号与检测项目不符' });
  });

  it('issues the report generated from the results by default, and asks for the PDF only when uploading', async () => {
    const fetchMock = vi.fn(async () => Response.json({ retcode: 1, retmsg: '操作成功', data: null }));
    vi.stubGlobal('fetch', fetchMock);
    stubResizeObserver();
    const host = renderActions(ORDER_STATUS.TESTING, FACT_CASES[0]!);
    fireEvent.click(within(host).getByRole('button', { name: /出具报告/ }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByTestId('generated-report-hint');
    fireEvent.click(within(dialog).getByLabelText('上传本机构出具的报告（PDF）'));
    fireEvent.click(within(dialog).getByRole('button', { name: /提\s*交/ }));
    await within(dialog).findByText(REPORT_MESSAGES.sourceRequired);
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByLabelText('根据检测结果生成报告'));
    fireEvent.click(within(dialog).getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/institutionOrder/issueReport');
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ orderId: 7, generate: true });
    expect(body).not.toHaveProperty('reportUrl');
  });
});
