import { Suspense } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageErrorBoundary } from '@/components/page-error-boundary/page-error-boundary';
import { ChunkLoadError, isChunkLoadError, lazyPage } from './lazy-page';

afterEach(() => cleanup());

function Hello() {
  return <h1>已加载</h1>;
}

function renderPage(Page: ReturnType<typeof lazyPage>) {
  return render(
    <PageErrorBoundary>
      <Suspense fallback={<p>加载中</p>}>
        <Page />
      </Suspense>
    </PageErrorBoundary>,
  );
}

describe('lazyPage', () => {
  it('shows ChunkLoadError once (no import loop) and 重试 imports again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<{ default: typeof Hello }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Hello });
    renderPage(lazyPage(load));

    expect(await screen.findByText(/ChunkLoadError/, {}, { timeout: 10_000 })).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(load).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByRole('heading', { name: '已加载' }, { timeout: 10_000 })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up after the chunk timeout with a ChunkLoadError', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const never = () => new Promise<{ default: typeof Hello }>(() => {});
    renderPage(lazyPage(never, { timeoutMs: 30 }));
    expect(await screen.findByText(/ChunkLoadError/, {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('names the error as §8 does', () => {
    const error = new ChunkLoadError('x');
    expect(error.name).toBe('ChunkLoadError');
    expect(isChunkLoadError(error)).toBe(true);
    expect(isChunkLoadError(new Error('x'))).toBe(false);
  });
});
