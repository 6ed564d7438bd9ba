import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import type { Clock } from '../lib/clock';
import { createAccountService } from './accounts/service';
import { createAuditService } from './audit/service';
import { createDictionaryRepository } from './dictionary/repository';
import { createDictionaryService } from './dictionary/service';
import { createRateLimitService } from './rate-limit/service';
import { createSessionService } from './sessions/service';
import { createOutboxSmsProvider } from './verification/sms-provider';
import { createVerificationService } from './verification/service';

export interface WiringDeps {
  db: Kysely<Database>;
  config: AppConfig;
  log: FastifyBaseLogger;
  clock: Clock;
}

/** The one place that assembles repositories into services; services are testable without HTTP. */
export function createServices({ db, config, log, clock }: WiringDeps) {
  const sessions = createSessionService(clock, { idleMs: config.sessionIdleMs, maxMs: config.sessionMaxMs });
  const sms = createOutboxSmsProvider(log, config.env === 'development');
  const verification = createVerificationService(clock, sms);
  const audit = createAuditService(clock);
  const rateLimit = createRateLimitService(db, clock, config.rateLimit);
  return {
    dictionary: createDictionaryService(createDictionaryRepository(db)),
    sessions,
    accounts: createAccountService({ db, clock, sessions, verification, audit, rateLimit }),
  };
}
export type Services = ReturnType<typeof createServices>;
