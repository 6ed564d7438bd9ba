import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveChange } from '@tcm/shared';
import { type LiveStream, startLiveStream } from './live-stream';

/** One connection the fake server holds open: the test writes event text into it or ends it. */
interface Connection {
  url: string;
  headers: Record<string, string>;
  signal: AbortSignal;
  write(text: string): void;
  end(): void;
}

function fakeServer() {
  const connections: Connection[] = [];
  let refuse = false;
  const fetchImpl = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    if (refuse) return Response.json({ retcode: 401, retmsg: '登录已过期，请重新登录', data: null });
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    const signal = init!.signal!;
    signal.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
    connections.push({
      url: String(url),
      headers: init!.headers as Record<string, string>,
      signal,
      write: (text) => controller.enqueue(new TextEncoder().encode(text)),
      end: () => controller.close(),
    });
    return new Response(body, { headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
  });
  return { fetchImpl, connections, refuseFromNowOn: () => (refuse = true) };
}

let stream: LiveStream | undefined;
afterEach(() => stream?.stop());

function start(server: ReturnType<typeof fakeServer>, extra: { token?: () => string | null; silenceMs?: number } = {}) {
  const changes: LiveChange[] = [];
  const resyncs: number[] = [];
  stream = startLiveStream({
    url: '/api/live/stream',
    token: extra.token ?? (() => 'tok-1'),
    onChange: (c) => changes.push(c),
    onResync: () => resyncs.push(1),
    backoffMs: { first: 5, max: 20 },
    silenceMs: extra.silenceMs ?? 60_000,
    fetch: server.fetchImpl as unknown as typeof fetch,
  });
  return { changes, resyncs };
}

describe('the live stream client', () => {
  it('sends the token as a header (never in the URL) and hands on changes and resyncs', async () => {
    const server = fakeServer();
    const { changes, resyncs } = start(server);
    await vi.waitFor(() => expect(server.connections).toHaveLength(1));
    const c = server.connections[0]!;
    expect(c.url).toBe('/api/live/stream');
    expect(c.headers).toMatchObject({ Token: 'tok-1', Accept: 'text/event-stream' });
    expect(c.headers['Last-Event-ID']).toBeUndefined();
    c.write('event: ready\nid: e-0\ndata: {}\n\n: ping\n\nevent: change\nid: e-1\ndata: {"topic":"order","orderId":7}\n\n');
    c.write('event: change\nid: e-2\ndata: {"topic":"unknown"}\n\nevent: resync\nid: f-0\ndata: {}\n\n');
    await vi.waitFor(() => expect(resyncs).toHaveLength(1));
    expect(changes).toEqual([{ topic: 'order', orderId: 7 }]);
  });

  it('reconnects after the stream ends, sending the last event id', async () => {
    const server = fakeServer();
    const { changes } = start(server);
    await vi.waitFor(() => expect(server.connections).toHaveLength(1));
    server.connections[0]!.write('event: ready\nid: e-0\ndata: {}\n\nevent: change\nid: e-5\ndata: {"topic":"message","orderId":3}\n\n');
    await vi.waitFor(() => expect(changes).toHaveLength(1));
    server.connections[0]!.end();
    await vi.waitFor(() => expect(server.connections).toHaveLength(2));
    expect(server.connections[1]!.headers['Last-Event-ID']).toBe('e-5');
  });

  it('reopens a connection that stays silent past the watchdog', async () => {
    const server = fakeServer();
    start(server, { silenceMs: 30 });
    await vi.waitFor(() => expect(server.connections.length).toBeGreaterThanOrEqual(2));
    expect(server.connections[0]!.signal.aborted).toBe(true);
  });

  it('stops for good when the server answers an envelope (no live session)', async () => {
    const server = fakeServer();
    server.refuseFromNowOn();
    start(server);
    await vi.waitFor(() => expect(server.fetchImpl).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 60)); // several backoff periods: no retry comes
    expect(server.fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('pauses when superseded and reconnects only on resume', async () => {
    const server = fakeServer();
    start(server);
    await vi.waitFor(() => expect(server.connections).toHaveLength(1));
    server.connections[0]!.write('event: ready\nid: e-1\ndata: {}\n\nevent: superseded\nid: e-1\ndata: {}\n\n');
    await vi.waitFor(() => expect(server.connections[0]!.signal.aborted).toBe(true));
    await new Promise((r) => setTimeout(r, 60));
    expect(server.connections).toHaveLength(1);
    stream!.resume();
    await vi.waitFor(() => expect(server.connections).toHaveLength(2));
    expect(server.connections[1]!.headers['Last-Event-ID']).toBe('e-1');
  });

  it('closes the connection on stop, and does not open one without a token', async () => {
    const server = fakeServer();
    start(server);
    await vi.waitFor(() => expect(server.connections).toHaveLength(1));
    stream!.stop();
    expect(server.connections[0]!.signal.aborted).toBe(true);
    await new Promise((r) => setTimeout(r, 60));
    expect(server.connections).toHaveLength(1);

    const none = fakeServer();
    start(none, { token: () => null });
    await new Promise((r) => setTimeout(r, 30));
    expect(none.fetchImpl).not.toHaveBeenCalled();
  });
});
