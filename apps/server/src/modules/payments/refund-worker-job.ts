import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Runs the refund worker (refund-worker.ts) with the app, like the notification SMS worker: first
 * `startDelayMs` after ready, then every `pollMs`. Runs never overlap; closing the app stops the
 * timers and waits for a run in progress. The timers never keep the process alive.
 */
const refundWorkerJob: FastifyPluginAsync = async (app) => {
  const { startDelayMs, pollMs } = app.config.refundWorker;
  if (startDelayMs === null) return;
  let closed = false;
  let running: Promise<unknown> | null = null;
  let poll: NodeJS.Timeout | undefined;
  let start: NodeJS.Timeout | undefined;

  const run = (): void => {
    if (closed || running) return;
    running = app.services.refundWorker
      .runOnce()
      .catch((err: unknown) => app.log.error({ err }, 'refund worker run failed'))
      .finally(() => {
        running = null;
      });
  };

  app.addHook('onReady', async () => {
    start = setTimeout(() => {
      run();
      poll = setInterval(run, pollMs);
      poll.unref();
    }, startDelayMs);
    start.unref();
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(start);
    clearInterval(poll);
    await running;
  });
};
export default fp(refundWorkerJob, { name: 'refund-worker' });
