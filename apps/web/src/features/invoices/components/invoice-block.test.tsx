import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INVOICE_MESSAGES, type OrderInvoice, type OrderInvoices } from '@tcm/shared';
import { registerNotifier } from '@/lib/notifier';
import { stubAntdBrowserApis } from '@/lib/testing/browser-stubs';
import { jsonResponse, recordToasts } from '@/lib/testing/fake-api';
import { renderWithQueryClient } from '@/lib/testing/render-with-query-client';
import { InvoiceBlock } from './invoice-block';

const VAT = { type: 2, title: '福建青禾中药饮片有限公司', taxNo: '91350100M000100Y43', address: '福州市鼓楼区五四路1号', phone: '0591-88886666', bankName: '中国工商银行福州分行', bankAccount: '1402021109900012345' };
const issued: OrderInvoice = {
  id: 3,
  orderId: 7,
  orderNo: 'JC2026112110050012345678',
  status: 2,
  statusName: '已开票',
  buyer: { ...VAT, typeName: '6%增值税专用发票' },
  amount: '1,280.00',
  invoiceNo: '26332000000012345678',
  invoiceDate: '2026-11-21',
  fileUrl: '/files/AAAAAAAAAAAAAAAAAAAAAA.pdf',
  requestedAt: '2026-11-20T02:00:00.000Z',
  issuedAt: '2026-11-21T02:00:00.000Z',
  reversedAt: null,
  reverseReason: null,
  replacesId: null,
  institutionName: '青禾本草检测技术（北京）有限公司',
  memberName: '福建青禾中药饮片有限公司',
};
const view = (over: Partial<OrderInvoices>): OrderInvoices => ({ orderId: 7, list: [], requestBlocked: null, invoiceableAmount: '1,280.00', reverseOnlyAllowed: false, ...over });

function fakeServer(read: OrderInvoices, answerPost: (body: Record<string, unknown>) => unknown) {
  const posts: { url: string; body: Record<string, unknown> }[] = [];
  const reads: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        posts.push({ url, body });
        return jsonResponse(answerPost(body));
      }
      reads.push(url);
      if (url.includes('/api/invoiceTitle/list')) return jsonResponse({ retcode: 1, retmsg: '', data: [] });
      return jsonResponse({ retcode: 1, retmsg: '', data: read });
    }),
  );
  return { posts, reads };
}

beforeEach(() => {
  stubAntdBrowserApis();
  // antd's table measures its columns.
  vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
});
afterEach(() => {
  cleanup();
  registerNotifier(null);
  vi.unstubAllGlobals();
});

describe('an order’s invoices (issue #23)', () => {
  it('tells the member why it cannot ask yet, without a button', async () => {
    fakeServer(view({ requestBlocked: INVOICE_MESSAGES.notPaid, invoiceableAmount: '0.00' }), () => null);
    renderWithQueryClient(<InvoiceBlock viewer="member" orderId={7} checkoutInvoice={VAT} />);
    await screen.findByText(INVOICE_MESSAGES.notPaid);
    expect(screen.queryByRole('button', { name: '申请开票' })).toBeNull();
  });

  it('asks for a 专用发票 starting from the checkout’s invoice, and refuses a bad taxpayer number before sending', async () => {
    const server = fakeServer(view({}), () => ({ retcode: 1, retmsg: INVOICE_MESSAGES.requested, data: { ...issued, status: 1 } }));
    const toasts = recordToasts(true);
    renderWithQueryClient(<InvoiceBlock viewer="member" orderId={7} checkoutInvoice={{ ...VAT, taxNo: '91350100M000100Y44' }} />);
    fireEvent.click(await screen.findByRole('button', { name: '申请开票' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('invoice-amount').textContent).toContain('1,280.00');
    expect((within(dialog).getByDisplayValue(VAT.bankName) as HTMLInputElement).value).toBe(VAT.bankName);
    fireEvent.click(within(dialog).getByRole('button', { name: /提交申请/ }));
    await within(dialog).findByText(INVOICE_MESSAGES.taxNoInvalid);
    expect(server.posts).toEqual([]);
    fireEvent.change(within(dialog).getByDisplayValue('91350100M000100Y44'), { target: { value: VAT.taxNo } });
    fireEvent.click(within(dialog).getByRole('button', { name: /提交申请/ }));
    await waitFor(() => expect(server.posts).toHaveLength(1));
    expect(server.posts[0]!.url).toContain('/api/orderInfo/requestInvoice');
    expect(server.posts[0]!.body).toMatchObject({ orderId: 7, buyer: VAT });
    await waitFor(() => expect(toasts).toContain(`success: ${INVOICE_MESSAGES.requested}`));
  });

  it('lists an issued invoice with its number, date and download for the member; staff get 红冲', async () => {
    const server = fakeServer(view({ list: [issued], requestBlocked: INVOICE_MESSAGES.alreadyRequested }), () => null);
    renderWithQueryClient(<InvoiceBlock viewer="member" orderId={7} checkoutInvoice={VAT} />);
    const table = await screen.findByTestId('invoice-table');
    expect(within(table).getByText('已开票')).toBeTruthy();
    expect(within(table).getByText(issued.invoiceNo!)).toBeTruthy();
    expect(within(table).getByTestId('invoice-download')).toBeTruthy();
    expect(within(table).queryByRole('button', { name: /红\s?冲/ })).toBeNull();
    expect(server.reads[0]).toContain('/api/orderInfo/getOrderInvoices?');
    cleanup();
    const staff = fakeServer(view({ list: [issued] }), () => null);
    renderWithQueryClient(<InvoiceBlock viewer="institution" orderId={7} />);
    expect(await screen.findByRole('button', { name: /红\s?冲/ })).toBeTruthy();
    expect(staff.reads[0]).toContain('/api/institutionOrder/getOrderInvoices?');
  });

  it('offers 仅红冲（不重开） where the order’s money goes back, and sends only the reason', async () => {
    const server = fakeServer(view({ list: [issued], reverseOnlyAllowed: true }), () => ({ retcode: 1, retmsg: INVOICE_MESSAGES.reversedOnly, data: { ...issued, status: 3 } }));
    const toasts = recordToasts(true);
    renderWithQueryClient(<InvoiceBlock viewer="institution" orderId={7} />);
    fireEvent.click(await screen.findByRole('button', { name: /红\s?冲/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText('仅红冲（不重开）'));
    expect(within(dialog).queryByLabelText('发票号码')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('红冲原因'), { target: { value: '订单退回，全额退款' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确认红冲/ }));
    await waitFor(() => expect(server.posts).toHaveLength(1));
    expect(server.posts[0]!.url).toContain('/api/institutionOrder/reverseInvoiceOnly');
    // No file, number or date: nothing is reissued.
    expect(server.posts[0]!.body).toMatchObject({ invoiceId: issued.id, reason: '订单退回，全额退款' });
    expect(Object.keys(server.posts[0]!.body)).not.toContain('fileUrl');
    await waitFor(() => expect(toasts).toContain(`success: ${INVOICE_MESSAGES.reversedOnly}`));
  });

  it('offers only 红冲并重开 while the order stands paid', async () => {
    fakeServer(view({ list: [issued], reverseOnlyAllowed: false }), () => null);
    renderWithQueryClient(<InvoiceBlock viewer="institution" orderId={7} />);
    fireEvent.click(await screen.findByRole('button', { name: /红\s?冲/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByText('仅红冲（不重开）')).toBeNull();
    expect(within(dialog).getByLabelText('发票号码')).toBeTruthy();
  });
});
