import { Worker } from 'node:worker_threads';

/**
 * Issue #18: the worker threads that run SQLite reads off the event loop, each on its own
 * read-only connection to the WAL file (sqlite-read-worker.mjs). The routing dialect
 * (sqlite-routing-dialect.ts) decides which statements come here.
 */

interface Pending {
  resolve: (rows: unknown[] | null, ms?: number) => void;
  reject: (err: Error) => void;
}

interface WorkerReply {
  id: number;
  rows?: unknown[];
  /** How long the statement ran in the worker. */
  ms?: number;
  notReader?: true;
  error?: { message: string; code?: string };
}

interface PooledWorker {
  worker: Worker;
  busy: boolean;
}

interface Job {
  sql: string;
  parameters: readonly unknown[];
  pending: Pending;
}

class SqliteError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'SqliteError';
  }
}

/** N worker threads, one query each at a time; the rest wait in a queue. */
export class SqliteReadPool {
  private readonly workers: PooledWorker[] = [];
  private readonly queue: Job[] = [];
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly file: string,
    private readonly size: number,
  ) {}

  /** Rows of a read, or null when the statement is not a read (the caller runs it on the main connection). */
  run(sql: string, parameters: readonly unknown[], timed?: (ms: number) => void): Promise<unknown[] | null> {
    if (this.closed) return Promise.reject(new Error('the SQLite read pool is closed'));
    return new Promise((resolve, reject) => {
      const done = (rows: unknown[] | null, ms?: number) => {
        if (ms !== undefined) timed?.(ms);
        resolve(rows);
      };
      this.queue.push({ sql, parameters, pending: { resolve: done, reject } });
      this.dispatch();
    });
  }

  /** How many threads are running (they start on the first read). */
  get threads(): number {
    return this.workers.length;
  }

  /** Issue #24 (metrics): threads allowed and running, those running a read, and reads waiting for one. */
  usage(): { max: number; total: number; busy: number; waiting: number } {
    return { max: this.size, total: this.workers.length, busy: this.workers.filter((w) => w.busy).length, waiting: this.queue.length };
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      let slot = this.workers.find((w) => !w.busy);
      if (!slot && this.workers.length < this.size) slot = this.spawn();
      if (!slot) return;
      const job = this.queue.shift()!;
      const id = this.nextId++;
      this.pending.set(id, job.pending);
      slot.busy = true;
      slot.worker.ref();
      slot.worker.postMessage({ id, sql: job.sql, parameters: job.parameters });
    }
  }

  private spawn(): PooledWorker {
    const worker = new Worker(new URL('./sqlite-read-worker.mjs', import.meta.url), { workerData: { file: this.file } });
    const slot: PooledWorker = { worker, busy: false };
    worker.on('message', (reply: WorkerReply) => {
      const pending = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      slot.busy = false;
      // An idle thread must not keep a finished script alive; a busy one must.
      worker.unref();
      if (pending) {
        if (reply.error) pending.reject(new SqliteError(reply.error.message, reply.error.code));
        else pending.resolve(reply.notReader ? null : (reply.rows ?? []), reply.ms);
      }
      this.dispatch();
    });
    worker.on('error', (err) => this.fail(slot, err));
    worker.on('exit', (code) => {
      if (!this.closed) this.fail(slot, new Error(`SQLite read worker exited with code ${code}`));
    });
    worker.unref();
    this.workers.push(slot);
    return slot;
  }

  /** A thread died: every query in flight fails (which thread ran which is not tracked), the thread is replaced on demand. */
  private fail(slot: PooledWorker, err: Error): void {
    const index = this.workers.indexOf(slot);
    if (index < 0) return;
    this.workers.splice(index, 1);
    for (const p of this.pending.values()) p.reject(err);
    this.pending.clear();
    this.dispatch();
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.pending.reject(new Error('the SQLite read pool is closed'));
    await Promise.all(
      this.workers.splice(0).map(
        ({ worker }) =>
          new Promise<void>((resolve) => {
            worker.once('exit', () => resolve());
            worker.ref();
            worker.postMessage({ close: true });
          }),
      ),
    );
  }
}
