import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SECURITY_SECOND_FACTOR_MESSAGES as M } from '@tcm/shared';
import { queryClient } from '@/lib/query-client';
import { setToken, updateSession } from '@/lib/session';
import { renderAppAt, stubPageBrowserApis } from '../testing/render-app-at';

// Issue #17: a session signed in with an initial password is sent to 修改初始密码 from any page but the sign-in ones.

beforeEach(() => {
  window.localStorage.clear();
  setToken('tok');
  updateSession({ userInfo: { userAccount: 'jgst0001x8', userId: 3, companyDto: null }, userId: 3, expireTime: Date.now() + 3_600_000, mustChangePassword: true });
  queryClient.clear();
  stubPageBrowserApis();
  vi.stubGlobal('fetch', vi.fn(async () => Response.json({ retcode: 0, retmsg: M.mustChangePassword, data: null })));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setToken(null);
});

describe('an initial password', { timeout: 30_000 }, () => {
  it('leads from the workbench to 修改初始密码, keeping the page to return to', async () => {
    const router = renderAppAt('/workbench/orders');
    expect(await screen.findByRole('heading', { level: 1, name: '修改初始密码' }, { timeout: 20_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/initPwd');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/workbench/orders');
    expect(screen.getByText(M.mustChangePassword)).toBeTruthy();
    expect(screen.getByLabelText('原密码')).toBeTruthy();
  });

  it('leaves the sign-in pages alone', async () => {
    const router = renderAppAt('/login');
    expect(await screen.findByRole('heading', { level: 1, name: '登录' }, { timeout: 20_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });
});
