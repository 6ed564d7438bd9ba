import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REQUEST_MESSAGES, RETCODE } from '@tcm/shared';
import { notice, stubNoticeServer } from '@/features/notices/testing/notice-server';
import { registerNotifier } from '@/lib/notifier';
import { recordToasts } from '@/lib/testing/fake-api';
import { clearSession, isLoggedIn, setToken, updateSession } from '@/lib/session';
import { AccountArea } from './account-area';

const ROLES = '/api/console/getMyRoles';
let toasts: string[];

beforeEach(() => {
  toasts = recordToasts(true);
  window.localStorage.clear();
  setToken('tok');
  updateSession({ userInfo: { userAccount: 'putong01', userId: 1, companyDto: null }, userId: 1, expireTime: Date.now() + 3_600_000 });
});
afterEach(() => {
  cleanup();
  registerNotifier(null);
  setToken(null);
  clearSession();
});

function renderArea() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/home']}>
        <AccountArea />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByTestId('account-area');
}

const countedScopes = (server: ReturnType<typeof stubNoticeServer>) => server.callsTo('/api/notice/unreadCount').map((c) => c.input.scope);

describe('the header’s unread badges', () => {
  it('shows a member the count of the personal centre on 消息, linking to the 消息中心', async () => {
    const server = stubNoticeServer([notice(1), notice(2), notice(3, { read: true })], { others: { [ROLES]: { operator: false, institution: null } } });
    const area = renderArea();
    const link = within(area).getByRole('link', { name: /消息/ });
    expect(link.getAttribute('href')).toBe('/pcenter/notice');
    await waitFor(() => expect(within(link).getByTestId('unread-badge-member').textContent).toBe('22 条未读消息'));
    expect(within(link).getByTestId('unread-badge-member').querySelector('[aria-hidden]')!.textContent).toBe('2');
    // No role, no console badge: only the personal centre's count is asked for.
    await waitFor(() => expect(server.callsTo(ROLES)).toHaveLength(1));
    expect(countedScopes(server)).toEqual(['member']);
  });

  it('adds the workbench’s count to 机构工作台 for staff and the console’s to 运营管理 for operators', async () => {
    const server = stubNoticeServer(
      [
        notice(1, { scope: 'institution', link: '/workbench/orders/detail?id=1' }),
        ...Array.from({ length: 120 }, (_, i) => notice(100 + i, { scope: 'operator', kind: 'queue', link: '/admin/realname' })),
      ],
      { others: { [ROLES]: { operator: true, institution: { id: 1, name: '某检测机构' } } } },
    );
    const area = renderArea();
    const workbench = await within(area).findByRole('link', { name: /机构工作台/ });
    await waitFor(() => expect(within(workbench).getByTestId('unread-badge-institution').textContent).toContain('1 条未读消息'));
    const console = within(area).getByRole('link', { name: /运营管理/ });
    await waitFor(() => expect(within(console).getByTestId('unread-badge-operator').textContent).toBe('99+120 条未读消息'));
    expect(within(area).queryByTestId('unread-badge-member')).toBeNull(); // nothing unread there
    expect(new Set(countedScopes(server))).toEqual(new Set(['member', 'institution', 'operator']));
  });

  it('draws nothing, and tells nothing, when the count cannot be read', async () => {
    const server = stubNoticeServer([notice(1)], { others: { [ROLES]: { operator: false, institution: null } } });
    server.refuse('/api/notice/unreadCount', REQUEST_MESSAGES.loginExpired, RETCODE.LOGIN_EXPIRED);
    const area = renderArea();
    await waitFor(() => expect(countedScopes(server)).toEqual(['member']));
    await waitFor(() => expect(server.callsTo(ROLES)).toHaveLength(1));
    expect(within(area).queryByTestId('unread-badge-member')).toBeNull();
    expect(toasts).toEqual([]); // no 登录已过期 dialog, no toast: the session is the pages' to judge
    expect(isLoggedIn()).toBe(true);
  });

  it('asks nothing for a visitor', () => {
    setToken(null);
    clearSession();
    const server = stubNoticeServer([notice(1)]);
    const area = renderArea();
    expect(within(area).getByRole('link', { name: '登录' })).toBeTruthy();
    expect(server.calls).toEqual([]);
  });
});
