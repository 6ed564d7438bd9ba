import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/** How often the running server retries the courier subscriptions that are due. */
export const SUBSCRIPTION_RETRY_EVERY_MS = 60_000;

/**
 * Issue #22: the retry of courier subscriptions, every minute once the app is ready (a no-op
 * without an aggregator). Never keeps the process alive; closing the app stops it and waits for
 * the round in progress and for the attempts started after a move's commit (they use the database).
 */
const subscriptionRetryJob: FastifyPluginAsync = async (app) => {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  const run = () => {
    if (running) return; // a slow round is never doubled
    running = app.services.shipmentSubscriptions
      .retryDue()
      .catch((err: unknown) => app.log.warn({ err }, 'courier subscription retry failed'))
      .finally(() => (running = null));
  };
  app.addHook('onReady', async () => {
    timer = setInterval(run, SUBSCRIPTION_RETRY_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
    await app.services.shipmentSubscriptions.drain();
  });
};
export default fp(subscriptionRetryJob, { name: 'subscription-retry-job' });
