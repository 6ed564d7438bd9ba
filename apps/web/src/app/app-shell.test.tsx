import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadAntdScopeForPages } from '@/components/antd-scope/antd-scope-host';
import { queryClient } from '@/lib/query-client';
import { getSession, setToken, updateSession } from '@/lib/session';
import { renderAppAt, stubPageBrowserApis } from './testing/render-app-at';

// Lazy pages load slowly on a busy machine: the default 1 s wait (and 5 s test) made these tests flaky.
configure({ asyncUtilTimeout: 4000 });

const fullPath = (router: ReturnType<typeof createMemoryRouter>) =>
  router.state.location.pathname + router.state.location.search;

// Every page waits for Ant Design's scope chunk too; transforming antd for jsdom the first time
// takes seconds on a busy machine, done here rather than inside the first test's wait.
beforeAll(() => loadAntdScopeForPages(), 120_000);

beforeEach(() => {
  window.localStorage.clear();
  setToken(null);
  updateSession({ tel: '400-000-0000' }); // keeps the footer from calling the API
  queryClient.clear();
  stubPageBrowserApis();
});

afterEach(() => cleanup());

describe('app shell', { timeout: 15_000 }, () => {
  it('redirects / to /home and shows the page title', async () => {
    const router = renderAppAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: '首页' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home');
    expect(document.title).toBe('首页 - 中药质量检测服务平台');
    expect(screen.getByRole('navigation', { name: '主导航' })).toBeTruthy();
    expect(screen.getByText('友情链接')).toBeTruthy();
    expect(screen.getByTestId('platform-tel').textContent).toBe('400-000-0000');
    expect(getSession().navPath).toBe('/home');
  });

  it('sends an unknown path to /404', async () => {
    const router = renderAppAt('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: '页面不存在' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/404');
  });

  it('hides the nav bar and account area on a hidden route, the footer on the cart', async () => {
    renderAppAt('/forgetPwd');
    await screen.findByRole('heading', { level: 1, name: '找回密码' });
    expect(screen.queryByRole('navigation', { name: '主导航' })).toBeNull();
    expect(screen.queryByTestId('account-area')).toBeNull();
    cleanup();

    renderAppAt('/shopCart');
    await screen.findByRole('heading', { level: 1, name: '购物车' });
    expect(screen.queryByText('友情链接')).toBeNull();
  });

  it('searches with searchStr and a salt, and the page shows the text', async () => {
    const router = renderAppAt('/home');
    await screen.findByRole('heading', { level: 1, name: '首页' });
    fireEvent.change(screen.getByLabelText('搜索关键词'), { target: { value: '人参' } });
    fireEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));
    await screen.findByRole('heading', { level: 1, name: '搜索结果' });
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('searchStr')).toBe('人参');
    expect(Number(search.get('salt'))).toBeGreaterThan(0);
    expect(screen.getByTestId('search-str').textContent).toContain('人参');
    expect(fullPath(router)).toMatch(/^\/search\?searchStr=/);
  });

  it('links 登录 with the current page as redirect', async () => {
    renderAppAt('/news/list?page=2');
    await screen.findByRole('heading', { level: 1, name: '资讯列表' });
    const login = screen.getByRole('link', { name: '登录' });
    expect(login.getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent('/news/list?page=2')}`);
  });

  it('shows 个人中心 and 退出 with a valid session and the name after one second', async () => {
    updateSession({
      userInfo: { userAccount: 'demo01', userId: 1, companyDto: { companyName: '华夏检测', unifyCode: '91110000000000000X' } },
      expireTime: Date.now() + 3_600_000,
    });
    renderAppAt('/home');
    await screen.findByRole('heading', { level: 1, name: '首页' });
    expect(screen.getByRole('link', { name: '个人中心' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '退出' })).toBeTruthy();
    expect(screen.queryByText('华夏检测')).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 1100)));
    expect(screen.getByText('华夏检测')).toBeTruthy();
  });

  it('re-creates the page on a query change', async () => {
    const router = renderAppAt('/search?searchStr=a&salt=1');
    const first = await screen.findByRole('heading', { level: 1, name: '搜索结果' });
    await act(() => router.navigate('/search?searchStr=a&salt=2'));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: '搜索结果' })).not.toBe(first));
  });

  it('sends a visitor from a personal-centre page to /login with that page as redirect', async () => {
    const router = renderAppAt('/pcenter/report?tab=1');
    await screen.findByRole('heading', { level: 1, name: '登录' });
    expect(fullPath(router)).toBe(`/login?redirect=${encodeURIComponent('/pcenter/report?tab=1')}`);
  });

  it('shows a personal-centre page inside the centre frame with a session', async () => {
    updateSession({ userInfo: { userAccount: 'putong01', userId: 1, companyDto: null }, userId: 1, expireTime: Date.now() + 3_600_000 });
    renderAppAt('/pcenter/report');
    await screen.findByRole('heading', { level: 1, name: '我的报告' });
    const menu = screen.getByRole('navigation', { name: '个人中心菜单' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['基本信息', '订单管理', '消息中心', '我的报告', '质量分析', '我的收藏', '常用检测项目', '我的产品', '常用地址', '我的发票', '发票抬头', '短信提醒设置']);
    expect(within(menu).getByRole('link', { name: '我的报告' }).getAttribute('aria-current')).toBe('page');
  });

  it('lets a silent login finish before the guard decides', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({
        retcode: 1,
        retmsg: '操作成功',
        data: { companyDto: null, accessToken: 'sso', expireTime: 600, userId: 1, userInfo: { userId: 1, userAccount: 'putong01', companyDto: null } },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const router = renderAppAt('/pcenter/collect?noncestr=nonce-for-the-guard-0001');
    await screen.findByRole('heading', { level: 1, name: '我的收藏' });
    await waitFor(() => expect(fullPath(router)).toBe('/pcenter/collect'));
    expect(getSession().token).toBe('sso');
  });

  it('logs in and returns to the redirect', async () => {
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      expect(JSON.parse(String(init.body))).toMatchObject({ account: 'qiye01', password: 'Demo@2026' });
      return Response.json({
        retcode: 1,
        retmsg: '操作成功',
        data: {
          accessToken: 'tok',
          expireTime: Date.now() + 3_600_000,
          userId: 5,
          userInfo: { userId: 5, userAccount: 'qiye01', companyDto: { companyName: '杭州青禾中药饮片有限公司', unifyCode: '91330106MA2H0Q8R5F' } },
        },
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    const router = renderAppAt(`/login?redirect=${encodeURIComponent('/shopCart?step=2')}`);
    await screen.findByRole('heading', { level: 1, name: '登录' });
    fireEvent.change(screen.getByLabelText('账号'), { target: { value: 'qiye01' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'Demo@2026' } });
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    await screen.findByRole('heading', { level: 1, name: '购物车' });
    expect(fullPath(router)).toBe('/shopCart?step=2');
    expect(getSession()).toMatchObject({ token: 'tok', userId: 5 });
  });

  it('shows the server’s refusal on the login page', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ retcode: 0, retmsg: '账号或密码错误', data: null })));
    renderAppAt('/login');
    await screen.findByRole('heading', { level: 1, name: '登录' });
    fireEvent.change(screen.getByLabelText('账号'), { target: { value: 'qiye01' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('账号或密码错误')).toBeTruthy();
    expect(getSession().token).toBeNull();
  });
});

