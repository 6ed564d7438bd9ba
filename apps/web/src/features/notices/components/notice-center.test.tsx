import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatDate, type NoticeScope } from '@tcm/shared';
import { registerNotifier } from '@/lib/notifier';
import { recordToasts } from '@/lib/testing/fake-api';
import { notice, stubNoticeServer } from '../testing/notice-server';
import { NoticeCenter } from './notice-center';

let toasts: string[];
let client: QueryClient;

beforeEach(() => {
  toasts = recordToasts(true);
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});
afterEach(() => {
  cleanup();
  registerNotifier(null);
});

function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{decodeURIComponent(pathname + search)}</output>;
}

function renderCenter(scope: NoticeScope = 'member', url = '/pcenter/notice') {
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/pcenter/notice" element={<NoticeCenter scope={scope} />} />
          <Route path="/workbench/notice" element={<NoticeCenter scope={scope} />} />
          <Route path="/admin/notice" element={<NoticeCenter scope={scope} />} />
          <Route path="*" element={<h1>别的页面</h1>} />
        </Routes>
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const address = () => screen.getByTestId('address').textContent;
const rows = () => screen.queryAllByTestId('notice-row');
const tabNames = () => screen.getAllByRole('tab').map((t) => t.textContent);

describe('消息中心', () => {
  it('lists unread first and marks them, with the kinds of the scope as tabs (unread counts on them)', async () => {
    stubNoticeServer([
      notice(1, { read: true, title: '订单审核通过' }),
      notice(2, { kind: 'payment', event: 'rejectPayment', title: '支付确认被驳回', body: '订单 TCM0002 的支付确认被驳回，原因：金额不符' }),
      notice(3, { kind: 'report', event: 'issueReport:8', title: '检测报告已出具' }),
    ]);
    renderCenter();
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows().map((r) => r.getAttribute('data-read'))).toEqual(['false', 'false', 'true']);
    const first = rows()[0]!;
    expect(within(first).getByText('未读')).toBeTruthy();
    expect(first.textContent).toContain('支付确认被驳回');
    expect(first.textContent).toContain('原因：金额不符');
    expect(within(first).getByText(formatDate('2026-11-28T04:05:00.000Z', 'YYYY-MM-DD HH:mm'))).toBeTruthy();
    expect(within(rows()[2]!).queryByText('未读')).toBeNull();
    expect(within(rows()[2]!).getByText('已读')).toBeTruthy();
    // A member hears of orders, payments, reports, logistics, messages and reviews — never of the operators' queue.
    await waitFor(() => expect(tabNames()).toEqual(['全部22 条未读消息', '订单', '支付11 条未读消息', '报告11 条未读消息', '物流', '留言', '审核']));
  });

  it('offers operators only the kinds of their queue', async () => {
    stubNoticeServer([notice(7, { scope: 'operator', kind: 'queue', event: 'realNameSubmitted', title: '新的实名认证待审核', link: '/admin/realname' })]);
    renderCenter('operator', '/admin/notice');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(tabNames()).toEqual(['全部11 条未读消息', '平台待办11 条未读消息']);
    expect(within(rows()[0]!).getByRole('link', { name: '查看详情' }).getAttribute('href')).toBe('/admin/realname');
  });

  it('filters by kind and by 仅看未读 through the address, asking the server for exactly that', async () => {
    const server = stubNoticeServer([notice(1, { read: true }), notice(2, { kind: 'payment', event: 'rejectPayment' }), notice(3)]);
    renderCenter();
    await waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.click(screen.getByRole('tab', { name: /^订单/ }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(address()).toBe('/pcenter/notice?kind=order');
    expect(server.callsTo('/api/notice/list').at(-1)!.input).toEqual({ scope: 'member', kind: 'order', pageNum: '1', pageSize: '10' });

    fireEvent.click(screen.getByRole('checkbox', { name: '仅看未读' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(address()).toBe('/pcenter/notice?kind=order&unread=1');
    expect(server.callsTo('/api/notice/list').at(-1)!.input).toMatchObject({ kind: 'order', unreadOnly: 'true' });
    expect(rows()[0]!.getAttribute('data-read')).toBe('false');
  });

  it('marks one read: the server is told, the row and the counts change, the server’s words are shown', async () => {
    const server = stubNoticeServer([notice(1), notice(2)]);
    renderCenter();
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(within(rows()[1]!).getByRole('button', { name: '标为已读' }));
    await waitFor(() => expect(rows().map((r) => r.getAttribute('data-read'))).toEqual(['false', 'true']));
    expect(server.callsTo('/api/notice/read')).toEqual([{ path: '/api/notice/read', input: { scope: 'member', ids: [2] } }]);
    expect(toasts).toEqual(['success: 已标为已读']);
    await waitFor(() => expect(tabNames()[0]).toBe('全部11 条未读消息'));
  });

  it('shows a refusal and changes nothing', async () => {
    const server = stubNoticeServer([notice(1)]);
    renderCenter();
    await waitFor(() => expect(rows()).toHaveLength(1));
    server.refuse('/api/notice/read', '消息不存在或不属于当前账号');
    fireEvent.click(within(rows()[0]!).getByRole('button', { name: '标为已读' }));
    await waitFor(() => expect(toasts).toEqual(['error: 消息不存在或不属于当前账号']));
    expect(rows()[0]!.getAttribute('data-read')).toBe('false');
  });

  it('marks all of the tab shown read, and is off when nothing there is unread', async () => {
    const server = stubNoticeServer([notice(1), notice(2, { kind: 'payment', event: 'rejectPayment' })]);
    renderCenter('member', '/pcenter/notice?kind=payment');
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: '全部标为已读' }));
    await waitFor(() => expect(toasts).toEqual(['success: 已全部标为已读']));
    expect(server.callsTo('/api/notice/readAll')).toEqual([{ path: '/api/notice/readAll', input: { scope: 'member', kind: 'payment' } }]);
    await waitFor(() => expect((screen.getByRole('button', { name: '全部标为已读' }) as HTMLButtonElement).disabled).toBe(true));
    expect(server.notices.map((n) => n.read)).toEqual([false, true]); // the order notice was in another tab

    fireEvent.click(screen.getByRole('tab', { name: /^全部/ }));
    await waitFor(() => expect((screen.getByRole('button', { name: '全部标为已读' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: '全部标为已读' }));
    await waitFor(() => expect(server.callsTo('/api/notice/readAll').at(-1)!.input).toEqual({ scope: 'member' }));
    await waitFor(() => expect(rows().every((r) => r.getAttribute('data-read') === 'true')).toBe(true));
  });

  it('follows a notice’s link to the page of the action and marks it read on the way', async () => {
    const server = stubNoticeServer([notice(42)]);
    renderCenter();
    await waitFor(() => expect(rows()).toHaveLength(1));
    const link = within(rows()[0]!).getByRole('link', { name: '查看详情' });
    expect(link.getAttribute('href')).toBe('/pcenter/order/detail?id=42');
    fireEvent.click(link);
    expect(await screen.findByRole('heading', { name: '别的页面' })).toBeTruthy();
    expect(address()).toBe('/pcenter/order/detail?id=42');
    await waitFor(() => expect(server.callsTo('/api/notice/read')).toEqual([{ path: '/api/notice/read', input: { scope: 'member', ids: [42] } }]));
    expect(toasts).toEqual([]);
  });

  it('offers no link that leaves the site', async () => {
    stubNoticeServer([notice(1, { link: '//evil.example/x' })]);
    renderCenter();
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0]!).queryByRole('link')).toBeNull();
  });

  it('pages through, and says 暂无消息 when there is nothing', async () => {
    const server = stubNoticeServer(Array.from({ length: 12 }, (_, i) => notice(i + 1)));
    renderCenter();
    await waitFor(() => expect(rows()).toHaveLength(10));
    fireEvent.click(screen.getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(address()).toBe('/pcenter/notice?pageNum=2');
    expect(server.callsTo('/api/notice/list').at(-1)!.input).toMatchObject({ pageNum: '2' });
    cleanup();

    stubNoticeServer([]);
    renderCenter();
    expect(await screen.findByText('暂无消息')).toBeTruthy();
  });

  it('keys its reads by the endpoint’s path, so a change under /api/notice/ refreshes them', async () => {
    stubNoticeServer([notice(1)]);
    renderCenter();
    await waitFor(() => expect(rows()).toHaveLength(1));
    const keys = client.getQueryCache().getAll().map((q) => q.queryKey[0]);
    expect(new Set(keys)).toEqual(new Set(['/api/notice/list', '/api/notice/unreadCount']));
  });
});
