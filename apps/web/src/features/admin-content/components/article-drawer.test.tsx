import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_CONTENT_MESSAGES as M, type AdminArticleDetail } from '@tcm/shared';
import { stubAntdBrowserApis, stubResizeObserver } from '@/lib/testing/browser-stubs';
import { renderWithQueryClient } from '@/lib/testing/render-with-query-client';
import { ArticleForm } from './article-drawer';

configure({ asyncUtilTimeout: 4000 });

let posts: { path: string; body: Record<string, unknown> }[];
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  stubAntdBrowserApis();
  stubResizeObserver();
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  document.elementFromPoint = () => null;
  posts = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const { pathname } = new URL(url, 'http://x');
      if (pathname.endsWith('/articleCategory/tree')) return json({ retcode: 1, retmsg: '', data: [{ id: 3, parentId: 0, code: 'notice', name: '平台公告', sort: 3, articleCount: 5, children: [] }] });
      posts.push({ path: pathname, body: JSON.parse(String(init.body)) });
      return json({ retcode: 0, retmsg: M.imageNotUploaded, data: null });
    }),
  );
});
afterEach(cleanup);

const detail: AdminArticleDetail = {
  id: 7, categoryId: 3, categoryName: '平台公告', title: '春节服务安排', source: '平台运营部', coverUrl: null, status: 2, statusName: '已发布',
  isTop: false, publishTime: '2026-01-20T02:00:00.000Z', viewCount: 12, createdAt: '2026-01-19T02:00:00.000Z', summary: '春节期间暂停收样。', content: '<p>春节期间暂停收样。</p>',
};

function renderForm(d?: AdminArticleDetail) {
  const onDone = vi.fn();
  renderWithQueryClient(
    <App>
      <ArticleForm detail={d} onDone={onDone} />
    </App>,
  );
  return onDone;
}
const save = () => fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));

describe('the article form', { timeout: 20_000 }, () => {
  it('names every missing field and sends nothing', async () => {
    renderForm();
    await screen.findByTestId('rich-text-content');
    save();
    for (const text of ['请填写标题', '请填写摘要', M.contentRequired]) expect(await screen.findByText(text)).toBeTruthy();
    // 请选择分类 is also the select's placeholder: the message makes it twice.
    expect(await screen.findAllByText(M.categoryRequired)).toHaveLength(2);
    expect(posts).toEqual([]);
  });

  it('checks the limits the server checks', async () => {
    renderForm(detail);
    fireEvent.change(screen.getByLabelText('标题'), { target: { value: '长'.repeat(101) } });
    save();
    expect(await screen.findByText('标题不能超过100个字')).toBeTruthy();
    expect(posts).toEqual([]);
  });

  it('sends an edit with the stored content and shows the server’s refusal, keeping the form open', async () => {
    const onDone = renderForm(detail);
    await screen.findByTestId('rich-text-content');
    fireEvent.change(screen.getByLabelText('标题'), { target: { value: '春节服务安排（更新）' } });
    save();
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      path: '/api/admin/article/update',
      body: { appType: 3, id: 7, categoryId: 3, title: '春节服务安排（更新）', summary: '春节期间暂停收样。', source: '平台运营部', coverUrl: '', content: '<p>春节期间暂停收样。</p>' },
    });
    expect(await screen.findByText(M.imageNotUploaded)).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });
});
