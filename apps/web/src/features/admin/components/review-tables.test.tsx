import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminAuditPage, AdminProductPage, AdminProductRow } from '@tcm/shared';
import { AuditTable } from './audit-table';
import { ProductTable } from './product-table';

// antd's responsive table asks for media queries, which jsdom does not have.
beforeEach(() => {
  vi.stubGlobal('matchMedia', (media: string) => ({ matches: false, media, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const product = (id: number, goodsStatus: 1 | 2, extra: Partial<AdminProductRow> = {}): AdminProductRow => ({
  id,
  name: `黄芪片${id}`,
  categoryId: 5,
  categoryName: '根及根茎类',
  images: '/files/a.png,/files/b.png',
  cover: '/files/a.png',
  priceFen: 5850,
  unit: '公斤',
  specification: '统片',
  origin: '甘肃陇西',
  stock: '现货充足',
  description: '测试',
  contactName: '张三',
  contactPhone: '13912345678',
  supplier: { memberId: 9, account: 'gongying01', companyName: '陇西药业有限公司' },
  goodsStatus,
  goodsStatusName: goodsStatus === 1 ? '审核中' : '已上架',
  rejectReason: null,
  updatedAt: '2026-03-01T02:00:00.000Z',
  createdAt: '2026-02-28T02:00:00.000Z',
  ...extra,
});
const page = <T,>(list: T[]) => ({ list, total: list.length, pageNum: 1, pageSize: 10, size: list.length, pages: 1 });

describe('ProductTable', () => {
  it('shows the cover thumbnail, and 通过 / 驳回 only for a product in review', () => {
    render(<ProductTable page={page([product(1, 1), product(2, 2)]) as AdminProductPage} status={undefined} loading={false} onPage={() => {}} />);
    const [inReview, listed] = ['黄芪片1', '黄芪片2'].map((name) => screen.getByRole('row', { name: new RegExp(name) }));
    expect(within(inReview!).getByRole('img').getAttribute('src')).toBe('/files/a.png?w=180');
    expect(within(inReview!).getByText('¥58.50 / 公斤')).toBeTruthy();
    expect(within(inReview!).getAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''))).toEqual(['详情', '通过', '驳回']);
    expect(within(listed!).getAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''))).toEqual(['详情']);
  });

  it('opens every photo of the product in the detail drawer', async () => {
    render(<ProductTable page={page([product(1, 1)]) as AdminProductPage} status={1} loading={false} onPage={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: /详\s*情/ }));
    // The drawer is a chunk of its own that brings antd's scope: the first opening waits for both.
    const images = await screen.findByTestId('product-images', {}, { timeout: 15_000 });
    expect(within(images).getAllByRole('img').map((i) => i.getAttribute('src'))).toEqual(['/files/a.png?w=180', '/files/b.png?w=180']);
    expect(within(images).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/files/a.png', '/files/b.png']);
  });
});

describe('AuditTable', () => {
  it('names known actions and results in Chinese and shows an unknown action as stored', () => {
    const rows = [
      { id: 2, at: '2026-03-01T02:00:00.000Z', memberId: 1, account: 'yunying01', action: 'product_reject', result: 'success', ip: '10.0.0.1', detail: '产品#5（党参）；原因：图片不清晰' },
      { id: 1, at: '2026-03-01T01:00:00.000Z', memberId: null, account: 'nobody', action: 'login', result: 'failure', ip: null, detail: 'unknown account' },
      { id: 0, at: '2026-03-01T00:00:00.000Z', memberId: null, account: null, action: 'future_action', result: 'success', ip: null, detail: null },
    ];
    render(<AuditTable page={page(rows) as AdminAuditPage} loading={false} onPage={() => {}} />);
    const cells = (name: RegExp) => within(screen.getByRole('row', { name })).getAllByRole('cell').slice(1, 5).map((c) => c.textContent);
    expect(cells(/党参/)).toEqual(['yunying01', '商品审核驳回', '成功', '10.0.0.1']);
    expect(cells(/nobody/)).toEqual(['nobody', '登录', '失败', '—']);
    expect(cells(/future_action/)).toEqual(['—', 'future_action', '成功', '—']);
  });
});
