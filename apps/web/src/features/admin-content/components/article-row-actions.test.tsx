import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_CONTENT_MESSAGES as M, type AdminArticleRow, type ArticleStatus } from '@tcm/shared';
import { registerNotifier } from '@/lib/notifier';
import { recordToasts } from '@/lib/testing/fake-api';
import { renderWithQueryClient } from '@/lib/testing/render-with-query-client';
import { ArticleRowActions } from './article-row-actions';

configure({ asyncUtilTimeout: 4000 });

let posts: { path: string; body: Record<string, unknown> }[];
let toasts: string[];
beforeEach(() => {
  posts = [];
  toasts = recordToasts(true);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const { pathname } = new URL(url, 'http://x');
      posts.push({ path: pathname, body: JSON.parse(String(init.body)) });
      const answer = pathname.endsWith('/delete') ? { retcode: 0, retmsg: M.articleNotFound } : { retcode: 1, retmsg: M.articleWithdrawn };
      return new Response(JSON.stringify({ ...answer, data: null }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  registerNotifier(null);
  vi.unstubAllGlobals();
});

const row = (status: ArticleStatus, isTop = false): AdminArticleRow => ({
  id: 9, categoryId: 3, categoryName: '平台公告', title: '春节服务安排', source: '平台运营部', coverUrl: null, status, statusName: '', isTop,
  publishTime: null, viewCount: 0, createdAt: '2026-01-19T02:00:00.000Z',
});
function renderActions(a: AdminArticleRow) {
  renderWithQueryClient(<ArticleRowActions article={a} onEdit={vi.fn()} />);
}
const labels = () => screen.queryAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''));
async function confirmPopup() {
  const popup = await screen.findByRole('dialog');
  fireEvent.click(within(popup).getByRole('button', { name: /确\s*定/ }));
}

describe('an article’s row actions', { timeout: 20_000 }, () => {
  it('offer publishing or withdrawing as the status allows, and pinning either way', () => {
    renderActions(row(1));
    expect(labels()).toEqual(['编辑', '发布', '置顶', '删除']);
    cleanup();
    renderActions(row(2, true));
    expect(labels()).toEqual(['编辑', '撤回', '取消置顶', '删除']);
    cleanup();
    renderActions(row(3));
    expect(labels()).toEqual(['编辑', '发布', '置顶', '删除']);
  });

  it('withdraw only after the confirmation, and show the server’s words', async () => {
    renderActions(row(2));
    fireEvent.click(screen.getByRole('button', { name: /撤\s*回/ }));
    expect(posts).toEqual([]);
    await confirmPopup();
    await waitFor(() => expect(posts).toEqual([{ path: '/api/admin/article/withdraw', body: { appType: 3, id: 9 } }]));
    await waitFor(() => expect(toasts).toEqual([`success: ${M.articleWithdrawn}`]));
  });

  it('delete after the confirmation; a refusal is shown as the server gave it', async () => {
    renderActions(row(1));
    fireEvent.click(screen.getByRole('button', { name: /删\s*除/ }));
    await confirmPopup();
    await waitFor(() => expect(posts.map((p) => p.path)).toEqual(['/api/admin/article/delete']));
    await waitFor(() => expect(toasts).toEqual([`error: ${M.articleNotFound}`]));
  });

  it('pin with the opposite of the current flag', async () => {
    renderActions(row(2, true));
    fireEvent.click(screen.getByRole('button', { name: '取消置顶' }));
    await waitFor(() => expect(posts).toEqual([{ path: '/api/admin/article/pin', body: { appType: 3, id: 9, isTop: false } }]));
  });
});
