import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InstitutionDetail, TestService } from '@tcm/shared';
import { ServiceTable } from './service-table';

configure({ asyncUtilTimeout: 4000 });

const service = (id: number, priceFen: number, categoryName: string): TestService => ({
  id,
  institutionId: 1,
  institutionName: '青禾本草',
  testItem: { id, name: `项目${id}`, trait: '水分', method: '烘干法', standard: '通则0832', categoryId: 6, categoryName },
  priceFen,
  periodDays: 3,
  qualifications: [1, 2],
  varieties: id === 2 ? ['黄芪', '党参'] : [],
});

let queries: URLSearchParams[];
beforeEach(() => {
  queries = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const query = new URL(url, 'http://x').searchParams;
      queries.push(query);
      const list = query.get('categoryId') === '2' ? [service(3, 5, '成分分析')] : [service(1, 123450, '常规检查'), service(2, 8000, '常规检查')];
      const data = { list, pageNum: 1, pageSize: 10, size: list.length, total: list.length, pages: 1 };
      return new Response(JSON.stringify({ retcode: 1, retmsg: '操作成功', data }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
});
afterEach(() => cleanup());

const DETAIL = {
  id: 1,
  services: { total: 3, minPriceFen: 5, categories: [{ id: 1, name: '中药材', count: 2 }, { id: 2, name: '中成药', count: 1 }] },
} as InstitutionDetail;

let added: TestService[] = [];
function renderTable() {
  added = [];
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ServiceTable detail={DETAIL} action={(s) => <button onClick={() => added.push(s)}>加入 {s.testItem.name}</button>} />
    </QueryClientProvider>,
  );
}

describe('检测服务 table', { timeout: 20_000 }, () => {
  it('shows fen as yuan with two decimals, periods, varieties, and the action the page gives each row', async () => {
    renderTable();
    const table = screen.getByTestId('service-table');
    await within(table).findByText('¥1,234.50');
    expect(within(table).getByText('¥80.00')).toBeTruthy();
    expect(within(table).getAllByText('3 个工作日')).toHaveLength(2);
    expect(within(table).getByText('黄芪、党参')).toBeTruthy();
    expect(within(table).getByText('不限')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: '加入 项目1' }));
    expect(added.map((s) => s.testItem.name)).toEqual(['项目1']);
    expect(queries[0]!.get('institutionId')).toBe('1');
  });

  it('asks for one category at a time', async () => {
    renderTable();
    await screen.findByText('¥1,234.50');
    fireEvent.click(screen.getByRole('radio', { name: '中成药（1）' }));
    await screen.findByText('¥0.05');
    expect((screen.getByRole('radio', { name: '中成药（1）' }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(queries.at(-1)!.get('categoryId')).toBe('2'));
  });
});

describe('检测服务 table, empty or failed', { timeout: 20_000 }, () => {
  it('says there are no services, and shows no pages', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ retcode: 1, retmsg: '操作成功', data: { list: [], pageNum: 1, pageSize: 10, size: 0, total: 0, pages: 0 } }), { status: 200, headers: { 'Content-Type': 'application/json' } })),
    );
    renderTable();
    await screen.findByText('暂无检测服务');
    expect(screen.queryByRole('navigation', { name: '分页' })).toBeNull();
  });
});
