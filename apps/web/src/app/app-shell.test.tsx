import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNDER_CONSTRUCTION_TEXT } from '@/components/under-construction/under-construction';
import { queryClient } from '@/lib/query-client';
import { getSession, setToken, updateSession } from '@/lib/session';
import { AppProvider } from './provider';
import { appRoutes } from './router';

function renderAt(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

const fullPath = (router: ReturnType<typeof createMemoryRouter>) =>
  router.state.location.pathname + router.state.location.search;

beforeEach(() => {
  window.localStorage.clear();
  setToken(null);
  updateSession({ tel: '400-000-0000' }); // keeps the footer from calling the API
  queryClient.clear();
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
  vi.stubGlobal('scrollTo', vi.fn());
});

afterEach(() => cleanup());

describe('app shell', () => {
  it('redirects / to /home and shows the page title', async () => {
    const router = renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: '首页' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home');
    expect(document.title).toBe('首页 - 中药质量检测服务平台');
    expect(screen.getByText(UNDER_CONSTRUCTION_TEXT)).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '主导航' })).toBeTruthy();
    expect(screen.getByText('友情链接')).toBeTruthy();
    expect(screen.getByTestId('platform-tel').textContent).toBe('400-000-0000');
    expect(getSession().navPath).toBe('/home');
  });

  it('sends an unknown path to /404', async () => {
    const router = renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: '页面不存在' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/404');
  });

  it('hides the nav bar and account area on a hidden route, the footer on the cart', async () => {
    renderAt('/forgetPwd');
    await screen.findByRole('heading', { level: 1, name: '找回密码' });
    expect(screen.queryByRole('navigation', { name: '主导航' })).toBeNull();
    expect(screen.queryByTestId('account-area')).toBeNull();
    cleanup();

    renderAt('/shopCart');
    await screen.findByRole('heading', { level: 1, name: '购物车' });
    expect(screen.queryByText('友情链接')).toBeNull();
  });

  it('searches with searchStr and a salt, and the page shows the text', async () => {
    const router = renderAt('/home');
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
    renderAt('/news/list?page=2');
    await screen.findByRole('heading', { level: 1, name: '资讯列表' });
    const login = screen.getByRole('link', { name: '登录' });
    expect(login.getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent('/news/list?page=2')}`);
  });

  it('shows 个人中心 and 退出 with a valid session and the name after one second', async () => {
    updateSession({
      userInfo: { userAccount: 'demo01', userId: 1, companyDto: { companyName: '华夏检测', unifyCode: '91110000000000000X' } },
      expireTime: Date.now() + 3_600_000,
    });
    renderAt('/home');
    await screen.findByRole('heading', { level: 1, name: '首页' });
    expect(screen.getByRole('link', { name: '个人中心' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '退出' })).toBeTruthy();
    expect(screen.queryByText('华夏检测')).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 1100)));
    expect(screen.getByText('华夏检测')).toBeTruthy();
  });

  it('re-creates the page on a query change', async () => {
    const router = renderAt('/search?searchStr=a&salt=1');
    const first = await screen.findByRole('heading', { level: 1, name: '搜索结果' });
    await act(() => router.navigate('/search?searchStr=a&salt=2'));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: '搜索结果' })).not.toBe(first));
  });
});
