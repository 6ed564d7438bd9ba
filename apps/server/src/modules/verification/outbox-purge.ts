import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type Clock, iso } from '../../lib/clock';

/** How often the running server masks the outbox rows whose secret has expired. */
export const OUTBOX_PURGE_EVERY_MS = 60_000;
const PAGE = 500;

/**
 * A code (6 digits) or a password (8–18 letters and digits, at least one digit) becomes as
 * many asterisks; shorter numbers ("5分钟", "60秒") and the Chinese text stay, so the row
 * still tells an auditor what was sent, to whom and when.
 */
export function maskSecrets(content: string): string {
  return content.replace(/[A-Za-z0-9]*\d[A-Za-z0-9]*/g, (token) => (token.length >= 6 ? '*'.repeat(token.length) : token));
}

/** sms_outbox keeps no code or password past its expiry: the row stays, its secret is masked. */
export function createOutboxPurgeService(db: Kysely<Database>, clock: Clock) {
  return {
    /** Masks every row whose secret has expired; answers how many it masked. */
    async purgeExpired(): Promise<number> {
      const now = iso(clock.now());
      let masked = 0;
      for (;;) {
        const due = await db.selectFrom('sms_outbox').select(['id', 'content']).where('secret_until', '<=', now).orderBy('id').limit(PAGE).execute();
        for (const row of due) {
          await db.updateTable('sms_outbox').set({ content: maskSecrets(row.content), secret_until: null }).where('id', '=', row.id).execute();
        }
        masked += due.length;
        if (due.length < PAGE) return masked;
      }
    },
  };
}
export type OutboxPurgeService = ReturnType<typeof createOutboxPurgeService>;

/** The periodic purge: started when the app is ready, stopped when it closes; never keeps the process alive. */
export const outboxPurgeJob: FastifyPluginAsync = async (app) => {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      running = app.services.outboxPurge.purgeExpired().catch((err: unknown) => app.log.warn({ err }, 'SMS outbox purge failed'));
    }, OUTBOX_PURGE_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
};
