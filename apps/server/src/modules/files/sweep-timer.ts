import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { SWEEP_INTERVAL_MS } from './sweep';

/**
 * Runs the upload sweep every hour once the app is ready. The timer does not keep the process
 * alive, and closing the app stops it and waits for a run in progress (it uses the database).
 */
const uploadSweepTimer: FastifyPluginAsync = async (app) => {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  const run = () => {
    if (running) return; // a slow run is never doubled
    running = app.services.uploadSweep
      .sweep()
      .then((n) => n && app.log.info({ removed: n }, 'upload sweep removed unused uploads'))
      .catch((err: unknown) => app.log.error({ err }, 'upload sweep failed'))
      .finally(() => (running = null));
  };
  app.addHook('onReady', async () => {
    timer = setInterval(run, SWEEP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
};
export default fp(uploadSweepTimer, { name: 'upload-sweep-timer' });
