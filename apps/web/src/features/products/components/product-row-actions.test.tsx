import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GoodsStatus, ProductSummary } from '@tcm/shared';
import { registerNotifier } from '@/lib/notifier';
import { recordToasts } from '@/lib/testing/fake-api';
import { renderWithQueryClient } from '@/lib/testing/render-with-query-client';
import { ProductRowActions } from './product-row-actions';

configure({ asyncUtilTimeout: 4000 });

let calls: { path: string; body: unknown }[];
/** What the rows told the member, through the app's notifier. */
let toasts: string[];
const envelope = (retcode: number, retmsg: string) =>
  new Response(JSON.stringify({ retcode, retmsg, data: null }), { status: 200, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  toasts = recordToasts(true);
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const { pathname, searchParams } = new URL(url, 'http://x');
      calls.push({ path: pathname, body: init.body ? JSON.parse(String(init.body)) : Object.fromEntries(searchParams) });
      if (pathname.endsWith('/deletePublishProduct')) return envelope(0, '只有草稿状态的产品可以删除');
      return envelope(1, pathname.endsWith('/recommendProduct') ? '已推荐到首页' : '已提交审核，请等待平台审核');
    }),
  );
});
afterEach(() => {
  cleanup();
  registerNotifier(null);
});

const product = (goodsStatus: GoodsStatus, recommended = false): ProductSummary => ({
  id: 42,
  name: '黄芪饮片',
  categoryId: 7,
  categoryName: '根及根茎类饮片',
  priceFen: 8650,
  unit: '公斤',
  specification: '统片',
  origin: '甘肃陇西',
  cover: '/files/a.jpg',
  goodsStatus,
  recommended,
  supplier: { id: 3, name: '某公司' },
  reportCount: 0,
  updatedAt: '2026-11-20T00:00:00.000Z',
});

function renderActions(p: ProductSummary, onEdit = vi.fn()) {
  renderWithQueryClient(<ProductRowActions product={p} onEdit={onEdit} />);
  return onEdit;
}

const labels = () => screen.queryAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''));

/** Answers the row's question with 确定, after checking what it asks. */
async function confirmPopup(question: string) {
  const dialog = await screen.findByRole('dialog');
  expect(dialog.textContent).toContain(question);
  fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
}

describe('the owner’s row actions', { timeout: 20_000 }, () => {
  it('offer what each goods status allows', () => {
    renderActions(product(0));
    expect(labels()).toEqual(['编辑', '提交审核', '删除']);
    cleanup();
    renderActions(product(1));
    expect(labels()).toEqual([]);
    expect(screen.getByText('审核中，请等待平台审核')).toBeTruthy();
    cleanup();
    renderActions(product(2, true));
    expect(labels()).toEqual(['下架', '取消推荐']);
    cleanup();
    renderActions(product(3));
    expect(labels()).toEqual(['编辑', '重新提交审核']);
    cleanup();
    renderActions(product(4));
    expect(labels()).toEqual(['编辑', '重新提交审核']);
  });

  it('submits after the confirmation and shows the server’s message', async () => {
    renderActions(product(0));
    fireEvent.click(screen.getByRole('button', { name: '提交审核' }));
    expect(calls).toEqual([]);
    await confirmPopup('确定提交审核吗？审核期间不能修改。');
    await waitFor(() => expect(calls).toEqual([{ path: '/publishProduct/changePublishProduct', body: { id: 42, action: 'submit', appType: 3 } }]));
    await waitFor(() => expect(toasts).toEqual(['success: 已提交审核，请等待平台审核']));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('recommends a listed product to the home page', async () => {
    renderActions(product(2));
    fireEvent.click(screen.getByRole('button', { name: '推荐到首页' }));
    await confirmPopup('确定将该产品推荐到首页吗？');
    await waitFor(() => expect(calls[0]).toEqual({ path: '/publishProduct/recommendProduct', body: { id: 42, recommend: true, appType: 3 } }));
    await waitFor(() => expect(toasts).toEqual(['success: 已推荐到首页']));
  });

  it('shows a refusal as the server words it', async () => {
    renderActions(product(0));
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    await confirmPopup('确定删除该草稿吗？删除后不可恢复。');
    await waitFor(() => expect(toasts).toEqual(['error: 只有草稿状态的产品可以删除']));
    expect(calls[0]?.path).toBe('/publishProduct/deletePublishProduct');
  });

  it('sends nothing when the question is answered 取消', async () => {
    renderActions(product(2));
    fireEvent.click(screen.getByRole('button', { name: '下架' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([]);
    expect(toasts).toEqual([]);
  });

  it('hands 编辑 to the page', () => {
    const onEdit = renderActions(product(4));
    fireEvent.click(screen.getByRole('button', { name: '编辑' }));
    expect(onEdit).toHaveBeenCalledWith(42);
  });
});
