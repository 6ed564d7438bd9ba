import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/schema';

/** The edge of the world: where a text message goes. A real gateway is a configuration away. */
export interface SmsProvider {
  send(db: Kysely<Database>, mobile: string, content: string, at: string): Promise<void>;
}

export const maskMobile = (m: string): string => `${m.slice(0, 3)}****${m.slice(7)}`;

/**
 * Default provider: the message lands in the sms_outbox table, where a developer or a test
 * reads it. The log names only the masked number — never the code — except in development,
 * where the content is logged too so a developer can sign up without reading the table.
 */
export function createOutboxSmsProvider(log: FastifyBaseLogger, logContent: boolean): SmsProvider {
  return {
    async send(db, mobile, content, at) {
      await db.insertInto('sms_outbox').values({ mobile, content, created_at: at }).execute();
      if (logContent) log.info({ mobile: maskMobile(mobile), content }, 'SMS written to the outbox');
      else log.info({ mobile: maskMobile(mobile) }, 'SMS written to the outbox');
    },
  };
}
