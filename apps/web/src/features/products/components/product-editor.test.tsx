import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubAntdBrowserApis, stubResizeObserver } from '@/lib/testing/browser-stubs';
import { renderWithQueryClient } from '@/lib/testing/render-with-query-client';
import { ProductEditor } from './product-editor';

configure({ asyncUtilTimeout: 4000 });

let posts: unknown[];
const envelope = (data: unknown, retcode = 1, retmsg = '操作成功') =>
  new Response(JSON.stringify({ retcode, retmsg, data }), { status: 200, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  stubAntdBrowserApis();
  // Modal, Select and TextArea measure themselves; jsdom has no ResizeObserver.
  stubResizeObserver();
  posts = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url.includes('/getProductCategory')) return envelope([{ id: 1, parentId: 0, name: '饮片', sort: 1, children: [] }]);
      posts.push(JSON.parse(String(init.body)));
      return envelope(null, 0, '请选择具体的产品分类（二级分类）');
    }),
  );
});
afterEach(cleanup);

function renderEditor() {
  renderWithQueryClient(
    <App>
      <ProductEditor productId={null} onClose={vi.fn()} />
    </App>,
  );
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('发布产品 dialog', { timeout: 60_000 }, () => {
  it('holds the price to the §5 rule and asks for an image', async () => {
    renderEditor();
    fill('价格（元）', '1234567');
    expect(await screen.findByText('整数最大6位 小数点2位')).toBeTruthy();
    fill('价格（元）', '12.345');
    expect(await screen.findByText('整数最大6位 小数点2位')).toBeTruthy();
    fill('价格（元）', '0');
    expect(await screen.findByText('产品价格须大于 0')).toBeTruthy();
    fill('价格（元）', '86.5');
    await waitFor(() => expect(screen.queryByText('产品价格须大于 0')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('请上传至少一张产品图片')).toBeTruthy();
    expect(posts).toEqual([]);
  });
});
