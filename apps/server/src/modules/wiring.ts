import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import type { Clock } from '../lib/clock';
import { randomToken } from '../lib/crypto';
import { createProfileService } from './accounts/profile';
import { createRealNameService } from './accounts/real-name';
import { createAccountService } from './accounts/service';
import { createUnlockService } from './accounts/unlock';
import { createAuditService } from './audit/service';
import { createAuditRetention } from './audit/retention';
import { createDictionaryRepository } from './dictionary/repository';
import { createInfoService } from './content/info-service';
import { createArticleService } from './content/service';
import { createDictionaryService } from './dictionary/service';
import { createLookupServices } from './lookup/wiring';
import { createFileService } from './files/service';
import { createOcrService } from './ocr/service';
import { createTesseractEngine } from './ocr/tesseract';
import { createFileStorage } from './files/file-storage';
import { createReadiness } from './health/readiness';
import { createUploadLimits } from './files/upload-limits';
import { createUploadSweep } from './files/sweep';
import { createRateLimitService } from './rate-limit/service';
import { createSessionService } from './sessions/service';
import { createEnrolmentService } from './second-factor/enrolment';
import { createSecondFactorService } from './second-factor/service';
import { createSignOnService } from './accounts/sign-on-service';
import { createAddressService } from './addresses/service';
import { createCollectService } from './collect/service';
import { createInstitutionService } from './institutions/service';
import { createInstitutionLetterheads } from './institutions/letterheads';
import { createOfferedServices } from './institutions/offered';
import { createSettlementService } from './institutions/settlement-service';
import { createOutboxSmsProvider } from './verification/sms-provider';
import { createOutboxPurgeService } from './verification/outbox-purge';
import { createVerificationService } from './verification/service';
import { createCatalogueService } from './catalogue/service';
import { createOrderServices } from './orders/wiring';
import { KUAIDI100_CALLBACK_PATH, createKuaidi100Client } from './couriers/kuaidi100-client';
import { createCourierService } from './couriers/service';
import type { ChangeFeed } from './live/feed';
import { createNoticeWriter } from './notifications/writer';
import { createNotificationService } from './notifications/service';
import { DEFAULT_SMS_WORKER_SETTINGS, createSmsWorker } from './notifications/sms-worker';
import { createLiveStreams } from './live/streams';
import { createPackageService } from './packages/service';
import { createQualityInfoService } from './quality-info/service';
import { createOperatorService } from './operators/service';
import { createStaffService } from './staff/service';
import { createProductService } from './products/service';
import { createSupplierService } from './suppliers/service';
import { createAchievementService } from './achievements/service';
import { createAdminServices } from './admin/wiring';
import { createAdminContentServices } from './admin-content/wiring';
import { createAdminInfoServices } from './admin-info/wiring';
import { createAdminLookupServices } from './admin-lookup/wiring';
import { createReportStamper } from './reports/stamper';
import { createGeneratedReportWriter } from './reports/generated/writer';
import { createReportReads } from './reports/read-service';
import { createReportService } from './reports/service';
import { createMonographBasis } from './lookup/monograph-basis';
import { createQualityService } from './results/quality';
import { createResultService } from './results/service';
import { createInstitutionAdminService } from './institution-admin/service';
import { createAdminTrail } from './audit/operator-trail';
import { createOrderMessageService } from './order-messages/service';
import type { CheckoutInvoicing } from './invoices/ports';
import { createInvoiceService } from './invoices/service';
import { createInvoiceTitleService } from './invoices/titles';
import { createRefundLedger } from './payments/ledger';
import { createPaymentGateways, createPaymentMoveHook, createPaymentServices } from './payments/wiring';

export interface WiringDeps {
  db: Kysely<Database>;
  config: AppConfig;
  log: FastifyBaseLogger;
  clock: Clock;
  /** Issue #22: where committed changes are announced to the open pages (memory, or PostgreSQL's NOTIFY). */
  changes: ChangeFeed;
}

/** The one place that assembles repositories into services; services are testable without HTTP. */
export function createServices({ db, config, log, clock, changes }: WiringDeps) {
  const sessions = createSessionService(clock, { idleMs: config.sessionIdleMs, maxMs: config.sessionMaxMs });
  const sms = createOutboxSmsProvider(log, config.env === 'development');
  const outboxPurge = createOutboxPurgeService(db, clock);
  const verification = createVerificationService(clock, sms, outboxPurge);
  const audit = createAuditService(clock);
  const rateLimit = createRateLimitService(db, clock, config.rateLimit);
  // Without a configured secret, tickets are signed with a per-process key the knowledge base cannot check.
  const ticketSecret = new TextEncoder().encode(config.knowledgeTicketSecret ?? randomToken());
  if (!config.knowledgeTicketSecret) log.warn('KNOWLEDGE_TICKET_SECRET is not set: knowledge-base tickets cannot be verified there');
  const operators = createOperatorService(db);
  const staff = createStaffService(db);
  // Private documents open for operators and the staff of their orders' institutions (issue #17).
  const storage = createFileStorage(config);
  const files = createFileService({ db, clock, storage, viewers: { operators, staff }, linkSecret: config.fileLinkSecret });
  const reportStamper = createReportStamper({ files, publicBaseUrl: config.publicBaseUrl });
  const offered = createOfferedServices(db);
  const institutions = createInstitutionService(db);
  const articles = createArticleService(db);
  const reportReads = createReportReads(db);
  const addresses = createAddressService({ db, clock });
  // Issue #22: every module that causes a notification writes it through this, in its own transaction.
  const noticeWriter = createNoticeWriter({ clock, changes });
  // Issue #22: the courier aggregator when configured (key and customer id); without it the stored events answer alone.
  const courierClient = config.kuaidi100 ? createKuaidi100Client({ ...config.kuaidi100, callbackUrl: `${config.publicBaseUrl}${KUAIDI100_CALLBACK_PATH}` }) : null;
  // Orders and reports meet only here: an order's detail shows its current report; a report is issued by an order's move.
  // Issue #23: the merchant's gateways (none configured: no online payment); an order leaving 待支付 closes its QR codes there.
  const paymentGateways = createPaymentGateways(config, clock);
  const moveHooks = [createPaymentMoveHook({ gateways: paymentGateways, log })];
  // Issue #23: invoices read orders, and the move confirming a payment asks invoices for the request
  // marked at checkout — the second direction is bound here, to the invoices service made below.
  const invoicing: CheckoutInvoicing = { requestOnPayment: (trx, orderId, buyer) => invoices.requestOnPayment(trx, orderId, buyer) };
  const orderServices = createOrderServices({ db, clock, documents: files, offered, reports: reportReads, addresses, audit, changes, notices: noticeWriter, couriers: courierClient ?? undefined, invoicing, log, moveHooks });
  // Results meet orders and the pharmacopoeia only here; a report is issued only over complete results (issue #21).
  const results = createResultService({ db, clock, audit, orders: orderServices.forResults, monographs: createMonographBasis(db) });
  // The report written from the results (issue #21): issuing and replacing use it, and the demo seed.
  const reportWriter = createGeneratedReportWriter({ orders: orderServices.institutionMoves.forReports, results, letterheads: createInstitutionLetterheads(db), stamper: reportStamper });
  // Issue #17: the second factor of operators and institution staff (the demo operator's code is logged in development).
  const secondFactor = createSecondFactorService({ db, clock, sms, audit, operators, staff, log, logDemoCode: config.env === 'development' });
  // Issue #23, 发票: invoices meet orders and payments only here — invoices read refunds from the
  // payments ledger, a refund asks the invoices whether they still fit what stays paid.
  const invoices = createInvoiceService({ db, clock, orders: orderServices.forInvoices, refunds: createRefundLedger(), documents: files, changes, notices: noticeWriter });
  return {
    changes,
    noticeWriter,
    /** 消息中心: an account's own notifications and SMS settings. */
    notices: createNotificationService({ db, clock, staff, operators }),
    /** Sends the queued notification SMS after their commit (started by notifications/sms-worker-job.ts). */
    noticeSms: createSmsWorker({ db, clock, sms, log, settings: { ...DEFAULT_SMS_WORKER_SETTINGS, maxAttempts: config.noticeSmsWorker.maxAttempts } }),
    // Issue #22: the open Server-Sent Events streams of this instance, fed by the change feed.
    live: createLiveStreams({ changes, db, sessions, staff, operators, clock, log, heartbeatMs: config.liveHeartbeatMs }),
    dictionary: createDictionaryService(createDictionaryRepository(db)),
    ...createLookupServices(db, clock),
    rateLimit,
    outboxPurge,
    articles,
    info: createInfoService(db),
    files,
    // Issue #17: daily upload budgets and the free-disk floor; unused uploads swept after a day.
    uploadLimits: createUploadLimits({ rateLimit, dirs: [storage.tempDir()], minFreeMb: config.uploadMinFreeMb }),
    uploadSweep: createUploadSweep({ db, clock, storage }),
    ocr: createOcrService({ files, engine: createTesseractEngine() }),
    sessions,
    accounts: createAccountService({ db, clock, sessions, verification, audit, rateLimit, secondFactor, changes }),
    secondFactor,
    enrolment: createEnrolmentService({ db, clock, audit, sessions, signIn: secondFactor }),
    accountUnlock: createUnlockService({ db, clock, verification, audit, rateLimit }),
    realName: createRealNameService({ db, clock, files, notices: noticeWriter }),
    institutions,
    settlement: createSettlementService({ db, clock, rateLimit, notices: noticeWriter }),
    collect: createCollectService({ db, clock }),
    staff,
    operators,
    products: createProductService({ db, clock, operators, notices: noticeWriter }),
    suppliers: createSupplierService(db),
    achievements: createAchievementService({ db, clock, rateLimit }),
    ...orderServices,
    // Couriers meet orders only here: a verified push is stored by the orders module.
    couriers: createCourierService({ client: courierClient, salt: config.kuaidi100?.salt, rateLimit, pushes: orderServices.shipmentPushes, log }),
    reportStamper,
    readiness: createReadiness({ db, storage }),
    reportReads,
    reportWriter,
    reports: createReportService({ db, clock, audit, stamper: reportStamper, files, orders: orderServices.institutionMoves.forReports, results, writer: reportWriter }),
    results,
    // Issue #22: the thread on every order meets orders only here; operators' reads go to the audit log.
    orderMessages: createOrderMessageService({ db, clock, orders: orderServices.forMessages, documents: files, changes, notices: noticeWriter, rateLimit, trail: createAdminTrail(audit) }),
    // Issue #23, 发票: invoices meet orders only here.
    invoices,
    invoiceTitles: createInvoiceTitleService({ db, clock }),
    // Issue #23: online payment meets orders only here; with no merchant configured, no channel is offered.
    ...createPaymentServices({ db, clock, gateways: paymentGateways, orders: orderServices.forPayments, invoices: invoices.forRefunds, changes, audit, log }),
    // 质量分析: the member's published results across its orders (issue #21).
    quality: createQualityService({ db, clock }),
    institutionAdmin: createInstitutionAdminService(db, audit, institutions),
    auditRetention: createAuditRetention({ db, clock, days: config.auditRetentionDays }),
    catalogue: createCatalogueService(db),
    packages: createPackageService({ db, clock, offered }),
    addresses,
    qualityInfo: createQualityInfoService({ db, clock, rateLimit }),
    profile: createProfileService({ db, clock }),
    admin: createAdminServices({ db, clock, sms, audit, files, notices: noticeWriter, failureRatesTtlMs: config.failureRatesTtlMs }),
    adminContent: createAdminContentServices({ db, clock, audit, files, content: articles }),
    adminInfo: createAdminInfoServices({ db, clock, audit, files }),
    adminLookup: createAdminLookupServices({ db, clock, audit, files }),
    signOn: createSignOnService({
      db,
      clock,
      sessions,
      audit,
      config: { ssoSharedSecret: config.ssoSharedSecret, knowledgeBaseUrl: config.knowledgeBaseUrl, knowledgeTicketSecret: ticketSecret },
      privileged: secondFactor,
    }),
  };
}
export type Services = ReturnType<typeof createServices>;
