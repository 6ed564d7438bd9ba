import fp from 'fastify-plugin';

/** How often the audit log is purged of rows past their retention period. */
export const AUDIT_PURGE_EVERY_MS = 6 * 3_600_000;

/**
 * Runs the audit retention purge (./retention) once the app is ready and then every few hours.
 * The timer is unref'd (it never keeps the process alive) and cleared when the app closes; a
 * purge in progress is awaited before the database lets go, and a slow one is never doubled.
 */
export default fp(
  async (app) => {
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | null = null;
    const purge = () => {
      running ??= app.services.auditRetention
        .purge()
        .then((n) => {
          if (n > 0) app.log.info({ purged: n, retentionDays: app.services.auditRetention.days }, 'audit rows past their retention period purged');
        })
        .catch((err: unknown) => app.log.error({ err }, 'audit retention purge failed'))
        .finally(() => {
          running = null;
        });
      return running;
    };
    app.addHook('onReady', async () => {
      await purge();
      timer = setInterval(() => void purge(), AUDIT_PURGE_EVERY_MS);
      timer.unref();
    });
    // preClose: before the database plugin's onClose lets go of the connection.
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'audit-retention', dependencies: ['db'] },
);
