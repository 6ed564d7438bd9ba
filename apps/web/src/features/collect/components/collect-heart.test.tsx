import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COLLECT_TYPE } from '@tcm/shared';
import { AntdScopeHost, loadAntdScope } from '@/components/antd-scope/antd-scope-host';
import { setNotifierLoader } from '@/lib/notifier';
import { clearSession, updateSession } from '@/lib/session';
import { stubAntdBrowserApis } from '@/lib/testing/browser-stubs';
import { CollectHeart } from './collect-heart';

configure({ asyncUtilTimeout: 4000 });

let collected: number[];
let calls: string[];
const envelope = (data: unknown, retmsg = '操作成功') =>
  new Response(JSON.stringify({ retcode: 1, retmsg, data }), { status: 200, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  stubAntdBrowserApis();
  // As the app's provider does: the heart's toast loads antd's scope on demand, beside the page.
  setNotifierLoader(loadAntdScope);
  collected = [];
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = new URL(url, 'http://x').pathname;
      calls.push(path);
      if (path.endsWith('/checkMyCollect')) return envelope([...collected]);
      if (path.endsWith('/addMyCollect')) {
        const body = JSON.parse(String(init.body)) as { itemId: number };
        collected.push(body.itemId);
        return envelope({ id: 1, collectType: 1, itemId: body.itemId, createdAt: '' }, '收藏成功');
      }
      if (path.endsWith('/cacelMyCollect')) {
        collected = [];
        return envelope(null, '已取消收藏');
      }
      throw new Error(`unexpected ${url}`);
    }),
  );
});
afterEach(() => {
  cleanup();
  clearSession();
});

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{decodeURIComponent(pathname + search)}</output>;
}

function renderHeart() {
  window.history.replaceState(null, '', '/organization/detail?id=7');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AntdScopeHost>
        <MemoryRouter initialEntries={['/organization/detail?id=7']}>
          <Routes>
            <Route path="*" element={<CollectHeart collectType={COLLECT_TYPE.INSTITUTION} itemId={7} />} />
          </Routes>
          <Where />
        </MemoryRouter>
      </AntdScopeHost>
    </QueryClientProvider>,
  );
}

const heart = () => screen.getByTestId('collect-heart');

describe('收藏 heart', { timeout: 20_000 }, () => {
  it('sends a visitor to log in and back to this page, without asking the server', () => {
    renderHeart();
    expect(heart().textContent).toContain('收藏');
    fireEvent.click(heart());
    expect(screen.getByTestId('where').textContent).toBe('/login?redirect=/organization/detail?id=7');
    expect(calls).toEqual([]);
  });

  it('shows a member the state the server holds and toggles it', async () => {
    updateSession({ userInfo: { userAccount: 'qiye01', userId: 3, companyDto: null }, userId: 3, expireTime: Date.now() + 3_600_000 });
    collected = [7];
    renderHeart();
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    expect(heart().textContent).toContain('已收藏');

    fireEvent.click(heart());
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('false'));
    expect(calls).toContain('/api/myCollect/cacelMyCollect');
    expect(await screen.findByText('已取消收藏')).toBeTruthy();

    fireEvent.click(heart());
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    expect(calls).toContain('/api/myCollect/addMyCollect');
  });
});
