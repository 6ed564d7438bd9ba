import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type Clock, iso } from '../../lib/clock';
import { type SmsProvider, maskMobile } from '../verification/sms-provider';
import { SMS_STATUS, type SmsRow, createNotificationRepository } from './repository';

export interface SmsWorkerSettings {
  /** Attempts before a row is given up (status failed, logged). */
  maxAttempts: number;
  /** Wait before the n-th retry: base × 2^(n-1), at most an hour. */
  retryBaseMs: number;
  /** A claimed row is claimable again after this long (the worker that claimed it died). */
  leaseMs: number;
}

export const DEFAULT_SMS_WORKER_SETTINGS: SmsWorkerSettings = { maxAttempts: 5, retryBaseMs: 30_000, leaseMs: 120_000 };
const BATCH = 50;
const ERROR_MAX = 300;

export type SmsOutcome = 'sent' | 'retry' | 'failed' | 'lost';

/**
 * Issue #22: sends the notification outbox's SMS after the commit of the move that queued them.
 * Each due row is claimed by a conditional update (one worker of several instances wins); the
 * provider's send and the row's 'sent' are one transaction, so with the default provider (a row in
 * sms_outbox) a message is sent exactly once whatever dies when; a gateway gets the row's id as its
 * idempotency key for the same effect. A failing provider is retried with backoff; after
 * `maxAttempts` the row is failed and logged. A row claimed by a process killed mid-send is due
 * again when its lease runs out.
 */
export function createSmsWorker({ db, clock, sms, log, settings = DEFAULT_SMS_WORKER_SETTINGS }: { db: Kysely<Database>; clock: Clock; sms: SmsProvider; log: FastifyBaseLogger; settings?: SmsWorkerSettings }) {
  const repo = createNotificationRepository(db);
  const retryDelay = (attempt: number) => Math.min(settings.retryBaseMs * 2 ** (attempt - 1), 3_600_000);

  async function sendOne(row: SmsRow): Promise<SmsOutcome> {
    const now = clock.now();
    if (!(await repo.claim(row, iso(now), iso(now + settings.leaseMs)))) return 'lost';
    const attempt = row.attempts + 1;
    try {
      const sent = await db.transaction().execute(async (trx) => {
        if (!(await createNotificationRepository(trx).markSent(row.id, attempt, iso(now)))) return false;
        await sms.send(trx, row.mobile, row.content, iso(now), null, `notification_sms:${row.id}`);
        return true;
      });
      return sent ? 'sent' : 'lost';
    } catch (err) {
      const giveUp = attempt >= settings.maxAttempts;
      const error = (err instanceof Error ? err.message : String(err)).slice(0, ERROR_MAX);
      const nextAttemptAt = iso(giveUp ? now : now + retryDelay(attempt));
      await repo.markFailedAttempt(row.id, attempt, { status: giveUp ? SMS_STATUS.FAILED : SMS_STATUS.PENDING, nextAttemptAt, error });
      const fields = { smsId: row.id, mobile: maskMobile(row.mobile), attempt, error };
      if (giveUp) log.error(fields, 'notification SMS failed: giving up');
      else log.warn({ ...fields, nextAttemptAt }, 'notification SMS failed: will retry');
      return giveUp ? 'failed' : 'retry';
    }
  }

  return {
    /** How many notification SMS are not sent yet (the metrics' outbox backlog). */
    backlog: (): Promise<number> => repo.backlog(),
    /** Sends every row due now; answers what became of each. */
    async runOnce(): Promise<Record<SmsOutcome, number>> {
      const tally: Record<SmsOutcome, number> = { sent: 0, retry: 0, failed: 0, lost: 0 };
      const tried = new Set<number>();
      for (;;) {
        const due = (await repo.due(iso(clock.now()), BATCH)).filter((r) => !tried.has(r.id));
        if (!due.length) return tally;
        for (const row of due) {
          tried.add(row.id);
          tally[await sendOne(row)] += 1;
        }
      }
    },
  };
}
export type SmsWorker = ReturnType<typeof createSmsWorker>;
