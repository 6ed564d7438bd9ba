import {
  INSTITUTION_MESSAGES,
  SETTLEMENT_STATUS,
  SETTLEMENT_STATUS_LABELS,
  type SettleApplicationReceipt,
  type SettleApplicationState,
  type SettlementStatus,
  type addSettleCompanyBodySchema,
} from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { type Clock, iso } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { BusinessError } from '../../lib/errors';
import { claimUploads } from '../files/claims';
import type { RateLimitService, RatePolicy } from '../rate-limit/service';
import { createCatalogRepository } from './catalog-repository';
import { createInstitutionRepository } from './institution-repository';
import { createSettlementRepository } from './settlement-repository';
import type { NoticeSink } from '../notifications/writer';

/** Anonymous calls, limited per client address. */
export const SETTLEMENT_RATE_POLICIES = {
  apply: { name: 'settle', limit: 10, windowMs: 3_600_000 },
  lookup: { name: 'settleQuery', limit: 30, windowMs: 3_600_000 },
} satisfies Record<string, RatePolicy>;

type Application = z.output<typeof addSettleCompanyBodySchema>;
const fileKey = (url: string) => url.slice('/files/'.length);
const statusName = (s: number) => SETTLEMENT_STATUS_LABELS[s as SettlementStatus];

/** §2 /organization/settlement: anonymous applications to join, and their state. */
export function createSettlementService({ db, clock, rateLimit, notices }: { db: Kysely<Database>; clock: Clock; rateLimit: RateLimitService; notices: NoticeSink }) {
  const repo = createSettlementRepository(db);
  const institutions = createInstitutionRepository(db);
  const catalog = createCatalogRepository(db);

  /** Free for a new application: not a settled institution's, and no application of it pending. */
  async function assertCodeFree(unifyCode: string): Promise<void> {
    if (await institutions.codeTaken(unifyCode)) throw new BusinessError(INSTITUTION_MESSAGES.creditCodeSettled);
    if (await repo.pendingExists(unifyCode)) throw new BusinessError(INSTITUTION_MESSAGES.applicationPending);
  }

  return {
    /** judgeUnifyCode for the settlement form (the check character is the schema's). */
    async judgeUnifyCode(unifyCode: string): Promise<boolean> {
      await assertCodeFree(unifyCode);
      return true;
    },

    async apply(body: Application, ctx: { ip: string }): Promise<SettleApplicationReceipt> {
      await rateLimit.consume(SETTLEMENT_RATE_POLICIES.apply, ctx.ip);
      await assertCodeFree(body.unifyCode);
      const categoryIds = [...new Set(body.categoryIds)];
      const testItemIds = [...new Set(body.testItemIds)];
      if ((await catalog.countExisting('service_category', categoryIds)) !== categoryIds.length) throw new BusinessError(INSTITUTION_MESSAGES.categoryUnknown);
      if ((await catalog.countExisting('test_item', testItemIds)) !== testItemIds.length) throw new BusinessError(INSTITUTION_MESSAGES.testItemUnknown);
      const files = [...new Set([body.licenseUrl, body.cmaCertUrl, body.cnasCertUrl].filter(Boolean).map(fileKey))];
      if ((await repo.settlementUploads(files)) !== files.length) throw new BusinessError(INSTITUTION_MESSAGES.attachmentMissing);
      try {
        // The scans are claimed with the application, so the upload sweep keeps them (issue #17).
        const row = await db.transaction().execute(async (trx) => {
          const inserted = await createSettlementRepository(trx).insert({
            company_name: body.companyName,
            unify_code: body.unifyCode,
            license_url: body.licenseUrl,
            cma_cert_no: body.cmaCertNo,
            cma_cert_url: body.cmaCertUrl,
            cnas_cert_no: body.cnasCertNo || null,
            cnas_cert_url: body.cnasCertUrl || null,
            contact_name: body.contactName,
            mobile: body.mobile,
            email: body.email,
            province: body.province,
            city: body.city,
            address: body.address,
            category_ids: categoryIds.join(','),
            test_item_ids: testItemIds.join(','),
            intro: body.intro,
            status: SETTLEMENT_STATUS.PENDING,
            reject_reason: null,
            created_at: iso(clock.now()),
            reviewed_at: null,
          });
          await claimUploads(trx, [body.licenseUrl, body.cmaCertUrl, body.cnasCertUrl]);
          // Issue #22: the operators' queue hears of the application in its transaction.
          return { ...inserted, audience: await notices.write(trx, 'settlementSubmitted', { subject: body.companyName }) };
        });
        await notices.announce(row.audience);
        return { id: row.id, status: row.status as SettlementStatus, statusName: statusName(row.status), createdAt: row.created_at };
      } catch (err) {
        // Two submissions at once: the partial unique index lets only one stay pending.
        if (isUniqueViolation(err)) throw new BusinessError(INSTITUTION_MESSAGES.applicationPending);
        throw err;
      }
    },

    /** Needs both the code and the mobile given on the form; a miss says nothing about which was wrong. */
    async state(q: { unifyCode: string; mobile: string }, ctx: { ip: string }): Promise<SettleApplicationState> {
      await rateLimit.consume(SETTLEMENT_RATE_POLICIES.lookup, ctx.ip);
      const row = await repo.findByCodeAndMobile(q.unifyCode, q.mobile);
      if (!row) throw new BusinessError(INSTITUTION_MESSAGES.applicationNotFound);
      return {
        id: row.id,
        companyName: row.company_name,
        status: row.status as SettlementStatus,
        statusName: statusName(row.status),
        rejectReason: row.reject_reason,
        createdAt: row.created_at,
        reviewedAt: row.reviewed_at,
      };
    },
  };
}
export type SettlementService = ReturnType<typeof createSettlementService>;
