import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/db/seed/members';
import { startServer } from './helpers/server-process';
import { isEvent, openStream } from './helpers/sse';

describe('the server process', () => {
  it('migrates, seeds and serves at start, and exits cleanly and promptly on SIGTERM, live streams open', async () => {
    const server = await startServer({ env: { LOG_LEVEL: 'info' } });
    const dict = await fetch(`${server.baseUrl}/sysDictData/getValue?dictType=tel&dictCode=tel`).then((r) => r.json());
    expect(dict).toMatchObject({ retcode: 1, data: '400-810-6618' });
    // Issue #22: a signed-in tab's stream never ends by itself; the shutdown must end it, not wait for it.
    const login = await fetch(`${server.baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: 'qiye01', password: DEMO_PASSWORD }) }).then((r) => r.json() as Promise<{ data: { accessToken: string } }>);
    const stream = await openStream(server.baseUrl, { token: login.data.accessToken });
    await stream.next(isEvent('ready'));
    const exit = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
    const started = Date.now();
    server.child.kill('SIGTERM');
    expect(await exit).toBe(0);
    await stream.ended;
    // Well inside close-with-grace's 10 s, after which it would give up with exit code 1.
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(server.output()).toContain('shutting down');
    await server.stop();
  }, 60_000);
});
