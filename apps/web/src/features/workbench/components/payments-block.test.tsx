import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORDER_STATUS, type OrderPaymentState, refundBlockedByInvoice } from '@tcm/shared';
import { registerNotifier } from '@/lib/notifier';
import { stubAntdBrowserApis } from '@/lib/testing/browser-stubs';
import { jsonResponse, recordToasts } from '@/lib/testing/fake-api';
import { renderWithQueryClient } from '@/lib/testing/render-with-query-client';
import { PaymentsBlock } from './payments-block';

const state: OrderPaymentState = {
  orderId: 7,
  channels: [],
  pending: null,
  paid: true,
  payments: [{ id: 1, channel: 'alipay', outTradeNo: 'P2026051210000012345678', gatewayTradeNo: '2026051222001', amountFen: 128000, refundedFen: 0, status: 'paid', paidAt: '2026-05-12T02:00:00.000Z', createdAt: '2026-05-12T01:59:00.000Z' }],
  refunds: [],
};

beforeEach(() => {
  stubAntdBrowserApis();
  vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
});
afterEach(() => {
  cleanup();
  registerNotifier(null);
  vi.unstubAllGlobals();
});

describe('the workbench refund dialog (issue #23)', () => {
  it('keeps the server’s refusal in the dialog: an issued invoice must be 红冲’d first', async () => {
    const refusal = refundBlockedByInvoice('¥1,280.00');
    const posts: Record<string, unknown>[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        if (init?.method === 'POST') {
          posts.push(JSON.parse(String(init.body)) as Record<string, unknown>);
          return jsonResponse({ retcode: 0, retmsg: refusal, data: null });
        }
        return jsonResponse({ retcode: 1, retmsg: '', data: state });
      }),
    );
    recordToasts(true);
    renderWithQueryClient(<PaymentsBlock orderId={7} status={ORDER_STATUS.RETURNED} />);
    fireEvent.click(await screen.findByRole('button', { name: '原路退款' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('退款原因'), { target: { value: '订单退回，全额退款' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /提交退款/ }));
    await waitFor(() => expect(within(dialog).getByTestId('refund-refused').textContent).toContain(refusal));
    expect(posts[0]).toMatchObject({ orderId: 7, amount: '1280.00', reason: '订单退回，全额退款' });
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
