import { lazy, type ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS, REQUEST_MESSAGES } from '@tcm/shared';
import { loadAntdScope, placeAntdScopeAroundPages } from '@/components/antd-scope/antd-scope-host';

/** A page's script chunk failed to load or timed out (§8). */
export class ChunkLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = REQUEST_MESSAGES.chunkLoadError;
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof Error && error.name === REQUEST_MESSAGES.chunkLoadError;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`Loading chunk timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof ChunkLoadError ? error : new ChunkLoadError(String(error), { cause: error }));
      },
    );
  });
}

type PageModule = { default: ComponentType };

/** Pages whose chunk failed, each with a way to start over. */
const failedPages = new Set<() => void>();

export interface LazyPageOptions {
  /**
   * Whether the page renders Ant Design (default true): its chunk then loads
   * together with antd's scope (locale, theme, App), which the shell mounts
   * around the pages. A page built from plain elements says `antd: false` and
   * loads without it — a public page's first visit stays light (issue #18).
   */
  antd?: boolean;
  /** How long the chunk may take (§9: 120 s). */
  timeoutMs?: number;
}

/**
 * A route's page as its own chunk, given 120 s to load (§9), with antd's
 * scope loaded in parallel when the page uses antd. React.lazy remembers a
 * failed import for good, so a failed page stays failed (and its error
 * boundary shows) until resetFailedPages() gives it a fresh import. Swapping
 * on failure instead would loop: the re-render would import again before the
 * error ever reached the boundary.
 */
export function lazyPage(load: () => Promise<PageModule>, options: LazyPageOptions = {}): ComponentType {
  const { antd = true, timeoutMs = CHUNK_LOAD_TIMEOUT_MS } = options;
  const loadAll = antd
    ? () =>
        Promise.all([load(), loadAntdScope()]).then(([page]) => {
          placeAntdScopeAroundPages();
          return page;
        })
    : load;
  const create = () =>
    lazy(() =>
      withTimeout(loadAll(), timeoutMs).catch((error: unknown) => {
        failedPages.add(reset);
        throw error;
      }),
    );
  let current = create();
  function reset() {
    current = create();
  }
  function LazyPage() {
    const Page = current;
    return <Page />;
  }
  return LazyPage;
}

/** Lets every page whose chunk failed try again on its next render (重试, or coming back). */
export function resetFailedPages(): void {
  for (const reset of failedPages) reset();
  failedPages.clear();
}
