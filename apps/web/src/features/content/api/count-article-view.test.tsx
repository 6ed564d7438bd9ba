import { StrictMode, type ReactNode } from 'react';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCountArticleView } from './count-article-view';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const strict = ({ children }: { children: ReactNode }) => <StrictMode>{children}</StrictMode>;

describe('useCountArticleView', () => {
  it('counts one view per article with a POST (also under StrictMode) and answers the new count', async () => {
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      const { id } = JSON.parse(String(init.body)) as { id: number };
      return new Response(JSON.stringify({ retcode: 1, retmsg: '操作成功', data: { id, viewCount: 100 + id } }), { headers: { 'Content-Type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetchMock);
    const { result, rerender } = renderHook(({ id }) => useCountArticleView(id), { wrapper: strict, initialProps: { id: 7 as number | null } });
    await waitFor(() => expect(result.current).toBe(107));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/articleInfo/countArticleView');
    expect(init.method).toBe('POST');
    rerender({ id: 8 });
    expect(result.current).toBeNull(); // the old article's count is not shown for the new one
    await waitFor(() => expect(result.current).toBe(108));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('answers null when the view was not counted, without telling the reader', async () => {
    let answered!: () => void;
    const done = new Promise<void>((resolve) => (answered = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        setTimeout(answered, 0); // after the client has read this answer
        return new Response(JSON.stringify({ retcode: 0, retmsg: '该资讯不存在或已下线', data: null }), { headers: { 'Content-Type': 'application/json' } });
      }),
    );
    const { result } = renderHook(() => useCountArticleView(9));
    await act(() => done);
    expect(result.current).toBeNull();
  });
});
