import { describe, expect, it } from 'vitest';
import { createBoundedQueue } from './bounded-queue';

const gate = () => {
  let open!: () => void;
  const opened = new Promise<void>((r) => (open = r));
  return { open, opened };
};

describe('bounded queue', () => {
  it('runs at most `concurrency` jobs, keeps at most `maxWaiting` waiting, and refuses one more at once', async () => {
    const queue = createBoundedQueue({ concurrency: 2, maxWaiting: 1, onFull: () => new Error('busy') });
    const g = gate();
    let started = 0;
    const job = () => queue.run(async () => {
      started++;
      await g.opened;
      return started;
    });
    const accepted = [job(), job(), job()];
    await Promise.resolve();
    expect(started).toBe(2);
    expect(queue.load).toEqual({ running: 2, waiting: 1 });
    await expect(job()).rejects.toThrow('busy');
    g.open();
    await Promise.all(accepted);
    expect(started).toBe(3);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot of a job that fails', async () => {
    const queue = createBoundedQueue({ concurrency: 1, maxWaiting: 0, onFull: () => new Error('busy') });
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(queue.run(async () => 'ok')).resolves.toBe('ok');
  });
});
