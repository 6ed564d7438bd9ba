import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderInvoice } from '@tcm/shared';
import { loadAntdScopeForPages } from '@/components/antd-scope/antd-scope-host';
import { queryClient } from '@/lib/query-client';
import { setToken, updateSession } from '@/lib/session';
import { renderAppAt, stubPageBrowserApis } from '../../../testing/render-app-at';

// The console's pages are lazily loaded chunks; on a busy machine their first load takes seconds.
configure({ asyncUtilTimeout: 15_000 });

const buyer = { type: 2, typeName: '6%增值税专用发票', title: '安徽亳州本草堂药业有限公司', taxNo: '91350100M000100Y43', address: '', phone: '', bankName: '', bankAccount: '' };
const ISSUED: OrderInvoice = {
  id: 11,
  orderId: 42,
  orderNo: 'JC202605120001',
  status: 2,
  statusName: '已开票',
  buyer,
  amount: '¥1,280.00',
  invoiceNo: '26332000000012345678',
  invoiceDate: '2026-05-12',
  fileUrl: '/files/AbCdEfGhIjKlMnOpQrStUv.pdf',
  requestedAt: '2026-05-12T01:30:00.000Z',
  issuedAt: '2026-05-12T06:00:00.000Z',
  reversedAt: null,
  reverseReason: null,
  replacesId: null,
  institutionName: '青禾本草检测技术（北京）有限公司',
  memberName: '安徽亳州本草堂药业有限公司',
};
const REQUESTED: OrderInvoice = { ...ISSUED, id: 12, orderId: 43, orderNo: 'JC202605120002', status: 1, statusName: '待开票', invoiceNo: null, invoiceDate: null, fileUrl: null, issuedAt: null, institutionName: '岭南中药检测研究院' };

let asked: URL[] = [];
beforeAll(async () => {
  await Promise.all([loadAntdScopeForPages(), import('@/app/layouts/console-frame/admin-frame'), import('./invoices')]);
}, 120_000);
beforeEach(() => {
  asked = [];
  setToken('tok');
  updateSession({ tel: '400-000-0000', userInfo: { userAccount: 'yunying01', userId: 2, companyDto: null }, userId: 2, expireTime: Date.now() + 3_600_000 });
  queryClient.clear();
  stubPageBrowserApis();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const u = new URL(url, 'http://x');
      asked.push(u);
      if (u.pathname.startsWith('/files/')) return new Response('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } });
      const list = u.searchParams.get('status') === '1' ? [REQUESTED] : [REQUESTED, ISSUED];
      const data = u.pathname === '/api/console/getMyRoles'
        ? { operator: true, institution: null }
        : u.pathname === '/api/admin/invoice/query'
          ? { list, total: list.length, pageNum: 1, pageSize: 20, size: list.length, pages: 1 }
          : { list: [], total: 0, pageNum: 1, pageSize: 10 };
      return Response.json({ retcode: 1, retmsg: '操作成功', data });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setToken(null);
});

const lastListQuery = () => asked.filter((u) => u.pathname === '/api/admin/invoice/query').at(-1)!.searchParams;

describe('运营 · 发票管理', { timeout: 30_000 }, () => {
  it("lists every institution's invoices with institution, client and the e-invoice, and opens it with the Token header", async () => {
    renderAppAt('/admin/invoices');
    expect(await screen.findByRole('heading', { level: 1, name: '发票管理' })).toBeTruthy();
    const issued = (await screen.findByText('26332000000012345678')).closest('tr')!;
    expect(within(issued).getByText('青禾本草检测技术（北京）有限公司')).toBeTruthy();
    expect(within(issued).getAllByText('安徽亳州本草堂药业有限公司').length).toBeGreaterThan(0);
    expect(within(issued).getByRole('link', { name: 'JC202605120001' }).getAttribute('href')).toBe('/admin/order-messages?orderNo=JC202605120001');
    const requested = screen.getByRole('link', { name: 'JC202605120002' }).closest('tr')!;
    expect(within(requested).getByText('待开票')).toBeTruthy();
    expect(within(requested).queryByTestId('invoice-download')).toBeNull();

    const { createObjectURL, revokeObjectURL } = URL; // jsdom has no object URLs
    Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      fireEvent.click(within(issued).getByTestId('invoice-download'));
      await waitFor(() => expect(saved).toEqual(['发票26332000000012345678.pdf']));
      const call = vi.mocked(fetch).mock.calls.find(([u]) => String(u).startsWith('/files/'))!;
      expect(new Headers((call[1] as RequestInit).headers).get('Token')).toBe('tok');
    } finally {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    }
  });

  it('asks with the filters entered: status, institution, order number', async () => {
    renderAppAt('/admin/invoices');
    await screen.findByText('26332000000012345678');
    fireEvent.change(screen.getByRole('textbox', { name: '检测机构' }), { target: { value: ' 岭南 ' } });
    fireEvent.change(screen.getByRole('textbox', { name: '订单号' }), { target: { value: 'JC202605120002' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '发票状态' }));
    fireEvent.click(await screen.findByTitle('待开票'));
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(screen.queryByText('26332000000012345678')).toBeNull());
    const q = lastListQuery();
    expect([q.get('status'), q.get('institution'), q.get('orderNo'), q.get('pageNum')]).toEqual(['1', '岭南', 'JC202605120002', '1']);
    fireEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    await screen.findByText('26332000000012345678');
    expect(lastListQuery().get('institution')).toBeNull();
  });
});
