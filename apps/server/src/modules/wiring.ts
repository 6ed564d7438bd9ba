import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import path from 'node:path';
import type { Clock } from '../lib/clock';
import { randomToken } from '../lib/crypto';
import { createProfileService } from './accounts/profile';
import { createRealNameService } from './accounts/real-name';
import { createAccountService } from './accounts/service';
import { createAuditService } from './audit/service';
import { createDictionaryRepository } from './dictionary/repository';
import { createInfoService } from './content/info-service';
import { createArticleService } from './content/service';
import { createDictionaryService } from './dictionary/service';
import { createFileService } from './files/service';
import { createOcrService } from './ocr/service';
import { createTesseractEngine } from './ocr/tesseract';
import { createDiskStorage } from './files/storage';
import { createS3Storage } from './files/storage-s3';
import { createRateLimitService } from './rate-limit/service';
import { createSessionService } from './sessions/service';
import { createSignOnService } from './sign-on/service';
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
  // Without a configured secret, tickets are signed with a per-process key the knowledge base cannot check.
  const ticketSecret = new TextEncoder().encode(config.knowledgeTicketSecret ?? randomToken());
  if (!config.knowledgeTicketSecret) log.warn('KNOWLEDGE_TICKET_SECRET is not set: knowledge-base tickets cannot be verified there');
  const files = createFileService({ db, clock, storage: storageOf(config) });
  return {
    dictionary: createDictionaryService(createDictionaryRepository(db)),
    rateLimit,
    articles: createArticleService(db),
    info: createInfoService(db),
    files,
    ocr: createOcrService({ files, engine: createTesseractEngine() }),
    sessions,
    accounts: createAccountService({ db, clock, sessions, verification, audit, rateLimit }),
    realName: createRealNameService({ db, clock }),
    profile: createProfileService({ db, clock }),
    signOn: createSignOnService({
      db,
      clock,
      sessions,
      audit,
      config: { ssoSharedSecret: config.ssoSharedSecret, knowledgeBaseUrl: config.knowledgeBaseUrl, knowledgeTicketSecret: ticketSecret },
    }),
  };
}
export type Services = ReturnType<typeof createServices>;

function storageOf(config: AppConfig) {
  const { fileStorage } = config;
  return fileStorage.kind === 's3' ? createS3Storage(fileStorage) : createDiskStorage(path.join(config.dataDir, 'uploads'));
}
