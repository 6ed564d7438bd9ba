/**
 * A small work queue with a hard bound: at most `concurrency` jobs run at once and at most
 * `maxWaiting` wait; one more is refused at once (`onFull` builds the error) instead of piling up
 * in memory while the machine is busy. Image resizing and OCR go through one each.
 */
export interface BoundedQueue {
  run<T>(job: () => Promise<T>): Promise<T>;
  /** Jobs running and waiting now (tests and logs). */
  readonly load: { running: number; waiting: number };
}

export function createBoundedQueue({ concurrency, maxWaiting, onFull }: { concurrency: number; maxWaiting: number; onFull: () => Error }): BoundedQueue {
  let running = 0;
  const waiting: (() => void)[] = [];

  // A finished job hands its slot straight to the first waiter, so `running` never overshoots.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };

  return {
    async run<T>(job: () => Promise<T>): Promise<T> {
      if (running >= concurrency) {
        if (waiting.length >= maxWaiting) throw onFull();
        await new Promise<void>((start) => waiting.push(start));
      } else {
        running++;
      }
      try {
        return await job();
      } finally {
        release();
      }
    },
    get load() {
      return { running, waiting: waiting.length };
    },
  };
}
