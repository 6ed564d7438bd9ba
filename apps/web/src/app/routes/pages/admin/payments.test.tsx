import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { AdminPaymentRow } from '@tcm/shared';
import { loadAntdScopeForPages } from '@/components/antd-scope/antd-scope-host';
import { queryClient } from '@/lib/query-client';
import { setToken, updateSession } from '@/lib/session';
import { renderAppAt, stubPageBrowserApis } from '../../../testing/render-app-at';

// The console's pages are lazily loaded chunks; on a busy machine their first load takes seconds.
configure({ asyncUtilTimeout: 15_000 });

const PAID: AdminPaymentRow = {
  id: 7,
  channel: 'alipay',
  outTradeNo: 'PAY20260512093015A7K2',
  gatewayTradeNo: '2026051222001412345678901234',
  amountFen: 128_000,
  refundedFen: 30_000,
  status: 'paid',
  paidAt: '2026-05-12T01:31:02.000Z',
  createdAt: '2026-05-12T01:30:15.000Z',
  orderId: 42,
  orderNo: 'JC202605120001',
  institutionName: '青禾本草检测技术（北京）有限公司',
  notifiedFen: 128_000,
  refunds: [{ id: 3, paymentId: 7, outRefundNo: 'RF20260513100000B1', amountFen: 30_000, reason: '部分项目未检', status: 'succeeded', initiatedBy: 'institution', detail: null, retryOf: null, refundedAt: '2026-05-13T02:00:00.000Z', createdAt: '2026-05-13T02:00:00.000Z' }],
};
const TAMPERED: AdminPaymentRow = { ...PAID, id: 8, outTradeNo: 'PAY20260512101500W9Q1', channel: 'wechat', notifiedFen: 1, refunds: [], refundedFen: 0 };

let asked: string[] = [];
beforeAll(async () => {
  await Promise.all([loadAntdScopeForPages(), import('@/app/layouts/console-frame/admin-frame'), import('./payments')]);
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
      asked.push(url);
      if (url.includes('/api/admin/payment/reconciliation')) return new Response('PK-bytes', { headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } });
      const data = url.includes('/api/console/getMyRoles')
        ? { operator: true, institution: null }
        : url.includes('/api/admin/payment/query')
          ? { list: [PAID, TAMPERED], total: 2, pageNum: 1, pageSize: 20, size: 2, pages: 1 }
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

describe('运营 · 支付对账', { timeout: 30_000 }, () => {
  it("shows the day's payments with their refunds and the reconciliation verdict, the order linked in the console", async () => {
    renderAppAt('/admin/payments?day=2026-05-12');
    expect(await screen.findByRole('heading', { level: 1, name: '支付对账' })).toBeTruthy();
    const row = (await screen.findByText('PAY20260512093015A7K2')).closest('tr')!;
    expect(within(row).getByText('支付宝')).toBeTruthy();
    expect(within(row).getByText('2026051222001412345678901234')).toBeTruthy();
    expect(within(row).getAllByText('¥1,280.00').length).toBeGreaterThan(0);
    expect(within(row).getByText('已支付')).toBeTruthy();
    expect(within(row).getByText('一致')).toBeTruthy();
    expect(within(row).getByText(/RF20260513100000B1/)).toBeTruthy();
    expect(within(row).getByText('退款成功')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'JC202605120001' }).getAttribute('href')).toBe('/admin/order-messages?orderNo=JC202605120001');
    const tampered = screen.getByText('PAY20260512101500W9Q1').closest('tr')!;
    expect(within(tampered).getByText('不一致')).toBeTruthy();
    expect(within(tampered).getByText('微信支付')).toBeTruthy();
    expect(screen.getByText('当日在线支付 2 笔')).toBeTruthy();
    const query = new URL(asked.find((u) => u.includes('/api/admin/payment/query'))!, 'http://x').searchParams;
    expect(query.get('day')).toBe('2026-05-12');
  });

  it('downloads the day’s workbook under its name, with the Token header', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { createObjectURL, revokeObjectURL } = URL; // jsdom has no object URLs
    Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} });
    onTestFinished(() => void Object.assign(URL, { createObjectURL, revokeObjectURL }));
    renderAppAt('/admin/payments?day=2026-05-12');
    fireEvent.click(await screen.findByRole('button', { name: '下载对账单' }));
    await waitFor(() => expect(saved).toEqual(['在线支付对账-2026-05-12.xlsx']));
    const call = vi.mocked(fetch).mock.calls.find(([u]) => String(u).includes('/api/admin/payment/reconciliation'))!;
    expect(new URL(String(call[0]), 'http://x').searchParams.get('day')).toBe('2026-05-12');
    expect(new Headers((call[1] as RequestInit).headers).get('Token')).toBe('tok');
  });

  it('says so when the day had no online payment', async () => {
    vi.mocked(fetch).mockImplementation(async (url) =>
      Response.json({ retcode: 1, retmsg: '操作成功', data: String(url).includes('getMyRoles') ? { operator: true, institution: null } : { list: [], total: 0, pageNum: 1, pageSize: 20, size: 0, pages: 0 } }),
    );
    renderAppAt('/admin/payments?day=2026-05-11');
    expect(await screen.findByText('当日没有在线支付记录')).toBeTruthy();
  });
});
