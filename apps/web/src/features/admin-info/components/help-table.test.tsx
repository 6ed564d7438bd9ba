import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminHelpPage, AdminHelpRow } from '@tcm/shared';
import { stubAntdBrowserApis, stubResizeObserver } from '@/lib/testing/browser-stubs';
import { HelpTable } from './help-table';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const row = (id: number, title: string, isTop = false): AdminHelpRow => ({ id, categoryId: 9, categoryName: '新手指南', title, summary: '简答', isTop, publishTime: '2026-01-01T00:00:00.000Z', viewCount: 0 });
const PAGE: AdminHelpPage = { list: [row(7, '置顶问题', true), row(3, '问题甲'), row(5, '问题乙')], pageNum: 1, pageSize: 100, size: 3, total: 3, pages: 1 };

function setup(orderCategoryId: number | null) {
  stubAntdBrowserApis();
  stubResizeObserver();
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body)));
      return Response.json({ retcode: 1, retmsg: '排序已保存', data: null });
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <HelpTable page={PAGE} loading={false} orderCategoryId={orderCategoryId} onPage={vi.fn()} onEdit={vi.fn()} />
      </App>
    </QueryClientProvider>,
  );
  return bodies;
}

const arrow = (name: string) => screen.getByLabelText(name) as HTMLButtonElement;

describe('帮助问答 table', { timeout: 20_000 }, () => {
  it('moving a question sends the whole category in the new order', async () => {
    const bodies = setup(9);
    fireEvent.click(arrow('上移「问题乙」'));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ categoryId: 9, ids: [7, 5, 3] });
  });

  it('offers no move across the pinned line or past the ends', () => {
    setup(9);
    expect(arrow('上移「问题甲」').disabled).toBe(true);
    expect(arrow('下移「置顶问题」').disabled).toBe(true);
    expect(arrow('下移「问题乙」').disabled).toBe(true);
    expect(arrow('下移「问题甲」').disabled).toBe(false);
  });

  it('shows no arrows while the list is not one whole category', () => {
    setup(null);
    expect(screen.queryByLabelText(/上移/)).toBeNull();
  });
});
