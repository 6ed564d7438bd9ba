import { describe, expect, it } from 'vitest';
import { startServer } from './helpers/server-process';

describe('the server process', () => {
  it('migrates, seeds and serves at start, and exits cleanly on SIGTERM', async () => {
    const server = await startServer({ env: { LOG_LEVEL: 'info' } });
    const dict = await fetch(`${server.baseUrl}/sysDictData/getValue?dictType=tel&dictCode=tel`).then((r) => r.json());
    expect(dict).toMatchObject({ retcode: 1, data: '400-810-6618' });
    const exit = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
    server.child.kill('SIGTERM');
    expect(await exit).toBe(0);
    expect(server.output()).toContain('shutting down');
    await server.stop();
  }, 60_000);
});
