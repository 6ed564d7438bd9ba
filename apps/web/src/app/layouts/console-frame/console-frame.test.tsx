import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadAntdScopeForPages } from '@/components/antd-scope/antd-scope-host';
import { queryClient } from '@/lib/query-client';
import { setToken, updateSession } from '@/lib/session';
import { renderAppAt, stubPageBrowserApis } from '../../testing/render-app-at';

// Each page is its own lazily loaded chunk; on a busy machine its first load takes more than the default second.
configure({ asyncUtilTimeout: 15_000 });

const EMPTY_PAGE = { list: [], total: 0, pageNum: 1, pageSize: 10, counts: {}, all: 0, startDate: '2026-08-24', endDate: null };
const DASHBOARD = {
  ordersByStatus: [{ status: 1, statusName: '待审核', count: 3 }],
  turnoverFen: 128_000,
  newMembers: [{ date: '2026-11-25', count: 2 }],
  months: [{ month: '2026-11', orders: 3, turnoverFen: 120_000 }],
  institutions: { listed: 8, total: 9 },
  pending: { settlements: 1, realNames: 2, evaluations: 0, qualityInfos: 1, products: 1 },
};

/** Answers getMyRoles with `institution` (and `operator`), and an empty list. */
function stubServer(institution: { id: number; name: string } | null, operator = false) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      Response.json({ retcode: 1, retmsg: '操作成功', data: url.includes('/api/console/getMyRoles') ? { operator, institution } : url.includes('/api/admin/dashboard') ? DASHBOARD : EMPTY_PAGE }),
    ),
  );
}

// Every page waits for Ant Design's scope chunk as well. Transforming antd and the frame's modules
// for jsdom the first time takes seconds on a busy machine; done here, not inside a test's time.
beforeAll(async () => {
  await Promise.all([loadAntdScopeForPages(), import('./workbench-frame'), import('./admin-frame')]);
}, 120_000);

beforeEach(() => {
  window.localStorage.clear();
  setToken('tok');
  updateSession({ tel: '400-000-0000', userInfo: { userAccount: 'jigou01', userId: 3, companyDto: null }, userId: 3, expireTime: Date.now() + 3_600_000 });
  queryClient.clear();
  stubPageBrowserApis();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setToken(null);
});

describe('console frames', { timeout: 15_000 }, () => {
  it('shows staff the console: the institution in the brand strip, the menu, no portal header', async () => {
    stubServer({ id: 1, name: '青禾本草检测技术（北京）有限公司' });
    renderAppAt('/workbench');
    expect(await screen.findByRole('heading', { level: 1, name: '订单管理' })).toBeTruthy();
    expect(screen.getByTestId('workbench-subtitle').textContent).toBe('青禾本草检测技术（北京）有限公司');
    const menu = screen.getByRole('navigation', { name: '工作台菜单' });
    expect(within(menu).getAllByRole('link').map((l) => l.textContent)).toEqual(['订单管理', '消息中心', '检测服务', '机构资料', '评价管理', '发票管理', '账号安全']);
    expect(screen.getByRole('link', { name: /返回门户/ }).getAttribute('href')).toBe('/home');
    expect(screen.queryByTestId('account-area')).toBeNull();
  });

  it('turns away an account that is not an institution’s staff', async () => {
    stubServer(null);
    renderAppAt('/workbench/orders');
    expect(await screen.findByRole('heading', { level: 1, name: '仅限检测机构工作人员访问' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /返回首页/ }).getAttribute('href')).toBe('/home');
    expect(screen.queryByTestId('workbench-frame')).toBeNull();
  });

  it('draws the operator console with the same frame: its own title and menu, /admin to 数据看板', async () => {
    stubServer(null, true);
    renderAppAt('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: '数据看板' })).toBeTruthy();
    expect(screen.getByTestId('admin-frame').textContent).toContain('平台运营管理');
    const menu = screen.getByRole('navigation', { name: '运营菜单' });
    expect(within(menu).getAllByRole('link').map((l) => l.textContent)).toEqual([
      '数据看板', '消息中心', '入驻审核', '实名审核', '评价审核', '质检申请', '订单留言', '支付对账', '发票管理', '商品审核', '资讯管理',
      '广告管理', '帮助问答', '协议管理', '数据字典', '质量标准', '药典品种', '操作日志', '账号安全',
    ]);
    expect(screen.queryByTestId('account-area')).toBeNull();
  });

  it('carries the 消息中心 in the menu and the strip, each with the unread count of the console’s scope', async () => {
    const unread = { total: 3, byKind: { order: 2, payment: 1, report: 0, logistics: 0, message: 0, review: 0, queue: 0 } };
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        asked.push(url);
        const data = url.includes('/api/console/getMyRoles')
          ? { operator: false, institution: { id: 1, name: '青禾本草检测技术（北京）有限公司' } }
          : url.includes('/api/notice/unreadCount')
            ? unread
            : EMPTY_PAGE;
        return Response.json({ retcode: 1, retmsg: '操作成功', data });
      }),
    );
    renderAppAt('/workbench/notice');
    expect(await screen.findByRole('heading', { level: 1, name: '消息中心' })).toBeTruthy();
    const strip = screen.getByTestId('workbench-notice-link');
    expect(strip.getAttribute('href')).toBe('/workbench/notice');
    await waitFor(() => expect(within(strip).getByTestId('unread-badge-institution').textContent).toBe('33 条未读消息'));
    const menu = screen.getByRole('navigation', { name: '工作台菜单' });
    const item = within(menu).getByRole('link', { name: '消息中心' });
    expect(item.getAttribute('aria-current')).toBe('page');
    expect(within(item.parentElement!).getByTestId('unread-badge-institution')).toBeTruthy();
    expect(await screen.findByText('暂无消息')).toBeTruthy();
    const scopes = asked.filter((u) => u.includes('/api/notice/')).map((u) => new URL(u, 'http://x').searchParams.get('scope'));
    expect(new Set(scopes)).toEqual(new Set(['institution']));
  });

  it('turns away an account that is not an operator', async () => {
    stubServer({ id: 1, name: '青禾本草检测技术（北京）有限公司' });
    renderAppAt('/admin/realname');
    expect(await screen.findByRole('heading', { level: 1, name: '仅限平台运营人员访问' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /返回首页/ }).getAttribute('href')).toBe('/home');
  });
});
