import { LIVE_STREAM_PATH } from '@tcm/shared';

/** One thing read from a stream: an event (name, id, parsed data) or a comment line (the heartbeat). */
export type SseItem = { kind: 'event'; event: string; id: string; data: Record<string, unknown> } | { kind: 'comment'; text: string };

export interface OpenStream {
  status: number;
  headers: Headers;
  /** Everything read so far, in order. */
  items: SseItem[];
  /** Waits until an item after `from` (default: the next unseen) matches, and answers it. */
  next(match: (item: SseItem) => boolean, timeoutMs?: number): Promise<SseItem>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** Why reading stopped if the connection broke (a reset, a truncated chunk) rather than ended; undefined otherwise. */
  failure(): unknown;
  close(): void;
}

/**
 * Opens GET /api/live/stream on a listening app, as a browser's fetch would, and reads it in the
 * background (the test's own tiny reader of the event-stream format, independent of the web's).
 */
export async function openStream(baseUrl: string, headers: Record<string, string>): Promise<OpenStream> {
  const abort = new AbortController();
  const res = await fetch(`${baseUrl}${LIVE_STREAM_PATH}`, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal });
  const items: SseItem[] = [];
  const waiters = new Set<() => void>();
  let cursor = 0;
  let done = false;
  let failure: unknown;
  const ended = (async () => {
    if (!res.body || !res.headers.get('content-type')?.startsWith('text/event-stream')) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          items.push(parseBlock(block));
          for (const w of waiters) w();
        }
      }
    } catch (err) {
      // Aborted by close(), or the connection broke.
      if (!abort.signal.aborted) failure = err;
    }
  })().finally(() => {
    done = true;
    for (const w of waiters) w();
  });

  return {
    status: res.status,
    headers: res.headers,
    items,
    ended,
    failure: () => failure,
    close: () => abort.abort(),
    next(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          while (cursor < items.length) {
            const item = items[cursor++]!;
            if (match(item)) {
              waiters.delete(check);
              clearTimeout(timer);
              return resolve(item);
            }
          }
          if (done) {
            waiters.delete(check);
            clearTimeout(timer);
            reject(new Error(`the stream ended; read: ${JSON.stringify(items)}`));
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`nothing matching within ${timeoutMs} ms; read: ${JSON.stringify(items)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
  };
}

function parseBlock(block: string): SseItem {
  if (block.startsWith(':')) return { kind: 'comment', text: block.slice(1).trim() };
  const fields = new Map(block.split('\n').map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)] as const));
  return { kind: 'event', event: fields.get('event') ?? 'message', id: fields.get('id') ?? '', data: JSON.parse(fields.get('data') ?? '{}') as Record<string, unknown> };
}

export const isEvent = (name: string, data: Record<string, unknown> = {}) => (item: SseItem) =>
  item.kind === 'event' && item.event === name && Object.entries(data).every(([k, v]) => item.data[k] === v);
