import { LIVE_EVENTS, type LiveChange, TOKEN_HEADER, isLiveChange } from '@tcm/shared';
import { type SseEvent, SseParser } from './sse-parser';

export interface LiveStreamOptions {
  url: string;
  /** The session's token at the moment of (re)connecting; none → the stream stops. */
  token: () => string | null;
  onChange: (change: LiveChange) => void;
  /** Changes may have been missed: refetch everything. */
  onResync: () => void;
  /** Reconnect delays: the first, doubled up to the last (with jitter). */
  backoffMs?: { first: number; max: number };
  /** No byte for this long (the server's heartbeat comes every ~25 s): the connection is presumed dead and reopened. */
  silenceMs?: number;
  fetch?: typeof fetch;
}

export interface LiveStream {
  /** Ends the stream for good (sign-out). */
  stop(): void;
  /** Closes the connection but remembers where it stood (a hidden tab); `resume` reconnects with Last-Event-ID. */
  pause(): void;
  resume(): void;
}

/**
 * Issue #22: the one live stream of this tab — fetch with the Token header (never the token in a
 * URL, which EventSource would need) and a ReadableStream read through SseParser. A lost connection
 * is reopened with backoff and `Last-Event-ID`, so the server replays what was missed or says
 * `resync`. A refusal (an envelope instead of an event stream: the session has ended) stops it
 * quietly; the page's next call meets the login-expired flow as before. `superseded` (the account
 * opened too many streams) pauses it until the tab is shown again.
 */
export function startLiveStream(opts: LiveStreamOptions): LiveStream {
  const { first, max } = opts.backoffMs ?? { first: 1_000, max: 30_000 };
  const silenceMs = opts.silenceMs ?? 60_000;
  const fetchImpl = opts.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  let state: 'running' | 'paused' | 'stopped' = 'running';
  let controller: AbortController | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let lastEventId = '';
  let delay = first;
  /** Bumped by every (re)connect, so a finished old connection does not schedule another. */
  let generation = 0;

  const handle = (event: SseEvent): void => {
    if (event.event === LIVE_EVENTS.ready) delay = first;
    else if (event.event === LIVE_EVENTS.resync) {
      delay = first;
      opts.onResync();
    } else if (event.event === LIVE_EVENTS.change) {
      let data: unknown;
      try {
        data = JSON.parse(event.data);
      } catch {
        return;
      }
      if (isLiveChange(data)) opts.onChange(data);
    } else if (event.event === LIVE_EVENTS.superseded) pause();
  };

  async function connect(): Promise<void> {
    const mine = ++generation;
    const token = opts.token();
    if (!token) return stop();
    const abort = new AbortController();
    controller = abort;
    const parser = new SseParser();
    parser.lastEventId = lastEventId;
    let watchdog: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      clearTimeout(watchdog);
      watchdog = setTimeout(() => abort.abort(), silenceMs);
    };
    try {
      arm();
      const headers: Record<string, string> = { [TOKEN_HEADER]: token, Accept: 'text/event-stream' };
      if (lastEventId) headers['Last-Event-ID'] = lastEventId;
      // Low priority: a request that never ends must not count as the page still loading (Lighthouse
      // waits for the high-priority requests to finish; EventSource is exempt there, a fetch is not).
      const res = await fetchImpl(opts.url, { headers, signal: abort.signal, cache: 'no-store', credentials: 'same-origin', priority: 'low' });
      if (res.ok && res.body && !res.headers.get('content-type')?.startsWith('text/event-stream')) {
        // An envelope: no live session (401) or one that may not stream. Nothing to retry.
        return stop();
      }
      if (!res.ok || !res.body) throw new Error(`HTTP ${res.status}`);
      const reader = res.body.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        arm();
        for (const event of parser.push(decoder.decode(value, { stream: true }))) {
          lastEventId = parser.lastEventId;
          handle(event);
        }
      }
    } catch {
      // A network failure, the watchdog, or our own abort: reconnect below unless stopped or paused.
    } finally {
      clearTimeout(watchdog);
      lastEventId = parser.lastEventId || lastEventId;
    }
    if (state === 'running' && mine === generation) schedule();
  }

  function schedule(): void {
    const wait = delay + Math.floor(Math.random() * (delay / 2));
    delay = Math.min(delay * 2, max);
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, wait);
  }

  function close(): void {
    if (retry) clearTimeout(retry);
    retry = null;
    controller?.abort();
    controller = null;
  }

  function stop(): void {
    state = 'stopped';
    close();
  }

  function pause(): void {
    if (state !== 'running') return;
    state = 'paused';
    close();
  }

  void connect();
  return {
    stop,
    pause,
    resume() {
      if (state !== 'paused') return;
      state = 'running';
      delay = first;
      void connect();
    },
  };
}
