import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/schema';

/** How long a text's secret stays readable when the sender does not say (an initial password: a day to sign in). */
export const DEFAULT_SECRET_TTL_MS = 24 * 3_600_000;

/** The edge of the world: where a text message goes. A real gateway is a configuration away. */
export interface SmsProvider {
  /**
   * `secretTtlMs`: how long the code or password in the content is valid (default a day; null: the
   * text holds no secret). `idempotencyKey`: the same message sent again carries the same key (the
   * notification outbox passes its row id), so a gateway that received it before sends nothing; the
   * default provider writes in the caller's transaction and needs none.
   */
  send(db: Kysely<Database>, mobile: string, content: string, at: string, secretTtlMs?: number | null, idempotencyKey?: string): Promise<void>;
}

export const maskMobile = (m: string): string => `${m.slice(0, 3)}****${m.slice(7)}`;

/**
 * Default provider: the message lands in the sms_outbox table, where a developer or a test
 * reads it. The log names only the masked number — never the code — except in development,
 * where the content is logged too so a developer can sign up without reading the table.
 * Each row says when its secret expires; modules/verification/outbox-purge masks it then.
 */
export function createOutboxSmsProvider(log: FastifyBaseLogger, logContent: boolean): SmsProvider {
  return {
    async send(db, mobile, content, at, secretTtlMs = DEFAULT_SECRET_TTL_MS) {
      const secretUntil = secretTtlMs === null ? null : new Date(Date.parse(at) + secretTtlMs).toISOString();
      await db.insertInto('sms_outbox').values({ mobile, content, created_at: at, secret_until: secretUntil }).execute();
      if (logContent) log.info({ mobile: maskMobile(mobile), content }, 'SMS written to the outbox');
      else log.info({ mobile: maskMobile(mobile) }, 'SMS written to the outbox');
    },
  };
}
