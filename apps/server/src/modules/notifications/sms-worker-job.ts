import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Runs the notification SMS worker with the app (like the outbox purge): its first run
 * `startDelayMs` after the app is ready, then again whenever a committed change is announced (an
 * order's move queues its SMS in its own transaction, and announces itself after the commit) and
 * every `pollMs` (retries, and the changes of other instances). Runs never overlap; a wake during
 * a run runs once more after it. Closing the app stops the timers and waits for a run in progress.
 * The timers never keep the process alive.
 */
const smsWorkerJob: FastifyPluginAsync = async (app) => {
  const { startDelayMs, pollMs } = app.config.noticeSmsWorker;
  if (startDelayMs === null) return;
  let started = false;
  let closed = false;
  let running: Promise<unknown> | null = null;
  let again = false;
  let poll: NodeJS.Timeout | undefined;
  let start: NodeJS.Timeout | undefined;
  let unsubscribe = () => {};

  const run = (): void => {
    if (!started || closed) return;
    if (running) {
      again = true;
      return;
    }
    running = app.services.noticeSms
      .runOnce()
      .catch((err: unknown) => app.log.error({ err }, 'notification SMS worker run failed'))
      .finally(() => {
        running = null;
        if (again && !closed) {
          again = false;
          run();
        }
      });
  };

  app.addHook('onReady', async () => {
    unsubscribe = app.services.changes.subscribe(() => run());
    start = setTimeout(() => {
      started = true;
      run();
      poll = setInterval(run, pollMs);
      poll.unref();
    }, startDelayMs);
    start.unref();
  });
  app.addHook('onClose', async () => {
    closed = true;
    unsubscribe();
    clearTimeout(start);
    clearInterval(poll);
    await running;
  });
};
export default fp(smsWorkerJob, { name: 'notification-sms-worker' });
