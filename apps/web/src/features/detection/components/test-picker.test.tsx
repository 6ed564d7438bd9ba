import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueryClient } from '@/lib/testing/render-with-query-client';
import { TestPicker } from './test-picker';

const item = (id: number, name: string, trait: string, categoryId: number) => ({ id, name, trait, method: '', standard: '', categoryId, categoryName: '' });
const ITEMS = [item(1, '水分', '水分', 11), item(2, '总灰分', '灰分', 11), item(3, '有机氯类农药残留', '农药残留', 21)];
const TREE = [
  { id: 10, parentId: 0, name: '中药材及饮片', sort: 1, children: [{ id: 11, parentId: 10, name: '常规检验', sort: 1, children: [] }] },
  { id: 20, parentId: 0, name: '农残重金属', sort: 2, children: [{ id: 21, parentId: 20, name: '农药残留', sort: 1, children: [] }] },
];
const COUNTS = [
  { id: 10, parentId: 0, name: '中药材及饮片', sort: 1, itemCount: 2 },
  { id: 11, parentId: 10, name: '常规检验', sort: 1, itemCount: 2 },
  { id: 20, parentId: 0, name: '农残重金属', sort: 2, itemCount: 1 },
  { id: 21, parentId: 20, name: '农药残留', sort: 1, itemCount: 1 },
];
const page = <T,>(list: T[]) => ({ list, total: list.length, pageNum: 1, pageSize: 100, pages: 1 });

/** The catalogue calls the picker makes; findTestItem finds by name. */
const fetchMock = vi.fn(async (input: string) => {
  const url = new URL(input, 'http://localhost');
  const data = url.pathname.endsWith('/testItem/getTestItemList')
    ? ITEMS
    : url.pathname.endsWith('/testItem/findTestItem')
      ? page(ITEMS.filter((i) => i.name.includes(url.searchParams.get('keyword') ?? '')))
      : url.pathname.endsWith('/serviceCategory/queryServiceCategory')
        ? TREE
        : url.pathname.endsWith('/serviceCategory/findServiceCategory')
          ? page(COUNTS)
          : [];
  return Response.json({ retcode: 1, retmsg: '操作成功', data });
});

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

function renderPicker() {
  renderWithQueryClient(<TestPicker value={{ variety: null, itemIds: [] }} onChange={() => {}} />);
}

describe('the test picker (issue #20)', () => {
  it('shows how many items each category holds, from findServiceCategory', async () => {
    renderPicker();
    const tree = await screen.findByRole('tree', { name: '检测分类' });
    await within(tree).findByRole('treeitem', { name: /^中药材及饮片2/ });
    expect(within(tree).getByRole('treeitem', { name: /^农残重金属1/ })).toBeTruthy();
    expect(within(tree).getByRole('treeitem', { name: /^常规检验2/ })).toBeTruthy();
  });

  it('searches items by words through findTestItem, and says so when nothing matches', async () => {
    renderPicker();
    const items = screen.getByTestId('test-items');
    await within(items).findByText('总灰分');
    const search = screen.getByRole('textbox', { name: '搜索检测项目' });
    fireEvent.change(search, { target: { value: '农药' } });
    fireEvent.submit(search.closest('form')!);
    await within(items).findByText('有机氯类农药残留');
    expect(within(items).queryByText('总灰分')).toBeNull();
    const asked = fetchMock.mock.calls.map(([u]) => new URL(u, 'http://localhost')).find((u) => u.pathname.endsWith('/testItem/findTestItem'))!;
    expect(asked.searchParams.get('keyword')).toBe('农药');
    fireEvent.change(search, { target: { value: '不存在的项目' } });
    fireEvent.submit(search.closest('form')!);
    await within(items).findByText('没有找到与“不存在的项目”相关的检测项目');
  });
});
