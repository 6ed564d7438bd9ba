import http from 'node:http';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { DEMO_PASSWORD } from '../src/db/seed/members';
import { startServer } from './helpers/server-process';
import { isEvent, openStream } from './helpers/sse';
import { createPostgresDatabase, testEngine } from './helpers/test-app';

/** close-with-grace's delay in server.ts: past it the process gives up with exit code 1. */
const GRACE_MS = 10_000;
const IN_FLIGHT = 50;

interface SlowPost {
  /** The connection is open and the headers and half the body are on their way. */
  connected: Promise<void>;
  /** Sends the rest of the body. */
  finish(): void;
  /** The whole answer, or the error that cut it (a reset would land here). */
  answer: Promise<{ status: number; body: string; complete: boolean }>;
}

/** A POST on a connection of its own whose body arrives in two halves: accepted now, answerable only after finish(). */
function slowPost(url: string, headers: Record<string, string>, body: string): SlowPost {
  const half = Math.floor(body.length / 2);
  const req = http.request(url, { method: 'POST', agent: false, headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } });
  const connected = new Promise<void>((resolve) => req.once('socket', (s) => s.once('connect', () => resolve())));
  const answer = new Promise<{ status: number; body: string; complete: boolean }>((resolve, reject) => {
    req.once('error', reject);
    req.once('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (text += d));
      res.once('error', reject);
      res.once('end', () => resolve({ status: res.statusCode ?? 0, body: text, complete: res.complete }));
    });
  });
  req.write(body.slice(0, half));
  return { connected, answer, finish: () => req.end(body.slice(half)) };
}

/** Resolves once a new TCP connection to the port is refused; rejects if it is still accepted at the deadline. */
async function refusedWithin(port: number, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNREFUSED'));
    });
    if (refused) return;
    if (Date.now() > deadline) throw new Error(`new connections still accepted ${ms} ms after SIGTERM`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe(`the server process on ${testEngine}`, () => {
  it('drains on SIGTERM under load: requests in flight get their whole answers, live streams end, new connections are refused, exit 0', async () => {
    const databaseUrl = process.env.TEST_DATABASE_URL ? await createPostgresDatabase(process.env.TEST_DATABASE_URL) : undefined;
    const server = await startServer({ env: { LOG_LEVEL: 'info', RATE_LIMIT: 'off', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) } });
    const port = Number(new URL(server.baseUrl).port);
    const login = await fetch(`${server.baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: 'qiye01', password: DEMO_PASSWORD }) }).then((r) => r.json() as Promise<{ data: { accessToken: string; userId: number } }>);
    const token = login.data.accessToken;
    const standards = await fetch(`${server.baseUrl}/api/qualityControlStandard/queryQualityControlStandard?pageSize=${IN_FLIGHT}`).then((r) => r.json() as Promise<{ data: { list: { id: number }[] } }>);
    const ids = standards.data.list.map((s) => s.id);
    expect(ids).toHaveLength(IN_FLIGHT);

    // Issue #22: a signed-in tab's stream never ends by itself; the shutdown must end it, not wait for it.
    const stream = await openStream(server.baseUrl, { token });
    await stream.next(isEvent('ready'));
    // Fifty favourites (writes) in flight: headers and half of each body sent, the rest only after the signal.
    const posts = ids.map((itemId) => slowPost(`${server.baseUrl}/api/myCollect/addMyCollect`, { token }, JSON.stringify({ collectType: 3, itemId })));
    await Promise.all(posts.map((p) => p.connected));
    await new Promise((r) => setTimeout(r, 500));

    const exit = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    await stream.ended;
    expect(stream.failure(), 'the live stream ended cleanly').toBeUndefined();
    await refusedWithin(port, 3_000);
    expect(server.child.exitCode, 'still draining while new connections are refused').toBeNull();

    for (const p of posts) p.finish();
    const settled = await Promise.allSettled(posts.map((p) => p.answer));
    expect(settled.flatMap((s, i) => (s.status === 'rejected' ? [`favourite ${ids[i]}: ${String(s.reason)}`] : [])), 'answers cut off').toEqual([]);
    const answers = settled.map((s) => (s as PromiseFulfilledResult<{ status: number; body: string; complete: boolean }>).value);
    for (const [i, a] of answers.entries()) {
      expect(a.status, a.body).toBe(200);
      expect(a.complete).toBe(true);
      expect(JSON.parse(a.body)).toMatchObject({ retcode: 1, data: { collectType: 3, itemId: ids[i] } });
    }
    expect(await exit).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(GRACE_MS);
    expect(server.output()).toContain('shutting down');

    // Every answered write is in the database the process left behind.
    const { db } = openDatabase({ databaseUrl, dataDir: server.dataDir });
    try {
      const rows = await db.selectFrom('my_collect').select('item_id').where('member_id', '=', login.data.userId).where('collect_type', '=', 3).execute();
      expect(rows.map((r) => r.item_id)).toEqual(expect.arrayContaining(ids));
    } finally {
      await db.destroy();
      await server.stop();
    }
  }, 90_000);
});
