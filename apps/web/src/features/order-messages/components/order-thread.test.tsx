import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORDER_THREAD_MESSAGES, type OrderMessage, type OrderThread as Thread } from '@tcm/shared';
import { registerNotifier } from '@/lib/notifier';
import { stubAntdBrowserApis } from '@/lib/testing/browser-stubs';
import { jsonResponse, recordToasts } from '@/lib/testing/fake-api';
import { renderWithQueryClient } from '@/lib/testing/render-with-query-client';
import { OrderThread } from './order-thread';

const at = '2026-11-21T02:05:00.000Z';
const message = (id: number, over: Partial<OrderMessage>): OrderMessage => ({
  id,
  side: 'member',
  sideName: '杭州青禾中药饮片有限公司',
  authorName: 'qiye01',
  mine: false,
  content: '',
  createdAt: at,
  attachments: [],
  ...over,
});
const thread = (messages: OrderMessage[], over: Partial<Thread> = {}): Thread => ({
  orderId: 7,
  orderNo: 'JC2026112110050012345678',
  status: 7,
  statusName: '检测中',
  memberName: '杭州青禾中药饮片有限公司',
  institutionName: '青禾本草检测技术（北京）有限公司',
  messages,
  writable: true,
  closedNote: null,
  ...over,
});

/** The server: answers the thread read and the post with what the test sets, and records the posts' bodies. */
function fakeServer(read: Thread, answerPost: (body: Record<string, unknown>) => unknown) {
  const posts: Record<string, unknown>[] = [];
  const reads: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        posts.push(body);
        return jsonResponse(answerPost(body));
      }
      reads.push(url);
      return jsonResponse({ retcode: 1, retmsg: '', data: read });
    }),
  );
  return { posts, reads };
}

beforeEach(() => stubAntdBrowserApis());
afterEach(() => {
  cleanup();
  registerNotifier(null);
  vi.unstubAllGlobals();
});

describe('the thread on an order (issue #22)', () => {
  it('shows 暂无留言 for an empty thread, and reads the viewer’s own call', async () => {
    const server = fakeServer(thread([]), () => null);
    renderWithQueryClient(<OrderThread viewer="institution" orderId={7} />);
    await screen.findByText(ORDER_THREAD_MESSAGES.emptyThread);
    expect(server.reads).toEqual([expect.stringContaining('/api/institutionOrder/getMessages?')]);
    expect(server.reads[0]).toContain('orderId=7');
  });

  it('shows each message with its side, party, author and time, the reader’s own marked', async () => {
    fakeServer(
      thread([
        message(1, { content: '样品已寄出', mine: true }),
        message(2, { side: 'institution', sideName: '青禾本草检测技术（北京）有限公司', authorName: 'jigou01', content: '已收到', attachments: [{ url: '/files/AAAAAAAAAAAAAAAAAAAAAA.pdf', name: '方案.pdf', kind: 'pdf' }] }),
      ]),
      () => null,
    );
    renderWithQueryClient(<OrderThread viewer="member" orderId={7} />);
    const items = await screen.findAllByTestId('order-message');
    expect(items.map((i) => i.dataset.side)).toEqual(['member', 'institution']);
    expect(within(items[0]!).getByText('会员')).toBeTruthy();
    expect(within(items[0]!).getByText('qiye01（我）')).toBeTruthy();
    expect(within(items[0]!).getByText('样品已寄出')).toBeTruthy();
    expect(within(items[1]!).getByText('检测机构')).toBeTruthy();
    expect(within(items[1]!).getByText('青禾本草检测技术（北京）有限公司')).toBeTruthy();
    expect(within(items[1]!).getByTestId('message-pdf').textContent).toContain('方案.pdf');
    expect(within(items[1]!).getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/).getAttribute('datetime')).toBe(at);
  });

  it('counts the characters, refuses an empty message without a call, and sends the text', async () => {
    const toasts = recordToasts(true);
    const server = fakeServer(thread([]), (body) => ({ retcode: 1, retmsg: ORDER_THREAD_MESSAGES.posted, data: thread([message(3, { content: String(body.content), mine: true })]) }));
    renderWithQueryClient(<OrderThread viewer="member" orderId={7} />);
    const box = (await screen.findByLabelText('留言内容')) as HTMLTextAreaElement;
    expect(screen.getByText('0 / 1000')).toBeTruthy();
    fireEvent.click(screen.getByTestId('message-send'));
    await waitFor(() => expect(toasts).toEqual([`error: ${ORDER_THREAD_MESSAGES.empty}`]));
    expect(server.posts).toEqual([]);
    fireEvent.change(box, { target: { value: '请问检测进度？' } });
    expect(screen.getByText('7 / 1000')).toBeTruthy();
    fireEvent.click(screen.getByTestId('message-send'));
    await screen.findByText('请问检测进度？', { selector: 'div' });
    expect(server.posts).toEqual([{ orderId: 7, content: '请问检测进度？', attachmentUrls: [], appType: 3 }]);
    expect(toasts.at(-1)).toBe(`success: ${ORDER_THREAD_MESSAGES.posted}`);
    expect(box.value).toBe('');
  });

  it('keeps the text when the server refuses, and says why', async () => {
    const toasts = recordToasts(true);
    fakeServer(thread([]), () => ({ retcode: 0, retmsg: ORDER_THREAD_MESSAGES.closed, data: null }));
    renderWithQueryClient(<OrderThread viewer="member" orderId={7} />);
    const box = (await screen.findByLabelText('留言内容')) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: '补充说明' } });
    fireEvent.click(screen.getByTestId('message-send'));
    await waitFor(() => expect(toasts).toEqual([`error: ${ORDER_THREAD_MESSAGES.closed}`]));
    expect(box.value).toBe('补充说明');
  });

  it('offers no composer on a closed thread, and says why', async () => {
    fakeServer(thread([message(1, { content: '旧留言' })], { writable: false, closedNote: ORDER_THREAD_MESSAGES.closed }), () => null);
    renderWithQueryClient(<OrderThread viewer="member" orderId={7} />);
    await screen.findByText(ORDER_THREAD_MESSAGES.closed);
    expect(screen.queryByTestId('message-composer')).toBeNull();
  });
});
