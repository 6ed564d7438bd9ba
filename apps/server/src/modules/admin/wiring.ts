import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { AuditService } from '../audit/service';
import type { FileService } from '../files/service';
import type { SmsProvider } from '../verification/sms-provider';
import type { NoticeSink } from '../notifications/writer';
import { createAdminAuditService } from '../audit/log-service';
import { createAdminTrail } from '../audit/operator-trail';
import { createAdminDashboardService } from './dashboard-service';
import { createFailureRateService } from './failure-rate-service';
import { createPiiService } from './pii-service';
import { createAdminProductReviewService } from './product-review-service';
import { createAdminQualityService } from './quality-service';
import { createAdminReviewService } from './review-service';
import { createAdminSettlementService } from './settlement-service';

/** The operator console's services (issue #11); every action is written through one trail. */
export function createAdminServices(deps: { db: Kysely<Database>; clock: Clock; sms: SmsProvider; audit: AuditService; files: FileService; notices: NoticeSink; failureRatesTtlMs: number }) {
  const { db, clock } = deps;
  const trail = createAdminTrail(deps.audit);
  return {
    settlements: createAdminSettlementService({ db, clock, sms: deps.sms, files: deps.files, trail, notices: deps.notices }),
    reviews: createAdminReviewService({ db, clock, trail, notices: deps.notices }),
    quality: createAdminQualityService({ db, clock, trail }),
    products: createAdminProductReviewService({ db, clock, trail, notices: deps.notices }),
    auditLog: createAdminAuditService({ db, trail }),
    pii: createPiiService({ db, trail }),
    dashboard: createAdminDashboardService({ db, clock }),
    failureRates: createFailureRateService({ db, clock, ttlMs: deps.failureRatesTtlMs }),
  };
}
export type AdminServices = ReturnType<typeof createAdminServices>;
