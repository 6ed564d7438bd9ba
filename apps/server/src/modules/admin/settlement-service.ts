import {
  ADMIN_AUDIT_ACTIONS,
  ADMIN_MESSAGES,
  type AdminSettlementApproval,
  type AdminSettlementDetail,
  type AdminSettlementPage,
  type AdminSettlementRow,
  INSTITUTION_MESSAGES,
  MEMBER_INFO_STATUS,
  MEMBER_TYPE,
  SETTLEMENT_STATUS,
  SETTLEMENT_STATUS_LABELS,
  type SettlementStatus,
  settlementApprovedSms,
  toPageResult,
  type adminSettlementQuerySchema,
} from '@tcm/shared';
import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import type { SettleApplicationTable } from '../../db/schema-institutions';
import { type Clock, iso } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { BusinessError } from '../../lib/errors';
import { maskPii } from '../../lib/pii-mask';
import { hashPassword } from '../accounts/password';
import type { FileService } from '../files/service';
import type { SmsProvider } from '../verification/sms-provider';
import type { NoticeSink } from '../notifications/writer';
import type { AdminActor, AdminTrail } from '../audit/operator-trail';
import { createAdminSettlementRepository } from './settlement-repository';
import { initialPassword, staffAccountCandidates } from './staff-account';

type Application = Selectable<SettleApplicationTable>;
const ids = (csv: string) => csv.split(',').filter(Boolean).map(Number);

const toRow = (a: Pick<Application, 'id' | 'company_name' | 'unify_code' | 'contact_name' | 'mobile' | 'province' | 'city' | 'status' | 'reject_reason' | 'created_at' | 'reviewed_at'>): AdminSettlementRow => ({
  id: a.id,
  companyName: a.company_name,
  unifyCode: a.unify_code,
  contactName: a.contact_name,
  // Masked: the clear number is an audited reveal (pii-service).
  mobile: maskPii(a.mobile),
  province: a.province,
  city: a.city,
  status: a.status as SettlementStatus,
  statusName: SETTLEMENT_STATUS_LABELS[a.status as SettlementStatus],
  rejectReason: a.reject_reason,
  createdAt: a.created_at,
  reviewedAt: a.reviewed_at,
});

interface Deps {
  db: Kysely<Database>;
  clock: Clock;
  sms: SmsProvider;
  files: Pick<FileService, 'signedLink'>;
  trail: AdminTrail;
  notices: NoticeSink;
}

/** Settlement applications: the operator approves (creating the institution and its first staff account) or rejects. */
export function createAdminSettlementService({ db, clock, sms, files, trail, notices }: Deps) {
  const repo = createAdminSettlementRepository(db);
  const attachment = (path: string) => ({ path, signedUrl: files.signedLink(path) });

  async function find(id: number): Promise<Application> {
    const a = await repo.find(id);
    if (!a) throw new BusinessError(ADMIN_MESSAGES.settlementNotFound);
    return a;
  }

  /** The listed institution, from the application. Its certificate images stay private (they were uploaded as such); staff add public ones. */
  const institutionFrom = (a: Application, now: string) => ({
    name: a.company_name,
    unify_code: a.unify_code,
    province: a.province,
    city: a.city,
    address: a.address,
    contact_name: a.contact_name,
    contact_phone: a.mobile,
    email: a.email,
    logo_url: null,
    intro: a.intro,
    cma: 1,
    cnas: a.cnas_cert_no ? 1 : 0,
    cma_cert_no: a.cma_cert_no,
    cnas_cert_no: a.cnas_cert_no,
    cma_cert_url: null,
    cnas_cert_url: null,
    rating_x10: 0,
    order_count: 0,
    status: 1,
    recommend: 0,
    application_id: a.id,
    created_at: now,
  });

  return {
    async query(q: z.output<typeof adminSettlementQuerySchema>): Promise<AdminSettlementPage> {
      const { rows, total } = await repo.page(q, q.pageSize, (q.pageNum - 1) * q.pageSize);
      return toPageResult(rows.map(toRow), total, q);
    },

    async detail(id: number): Promise<AdminSettlementDetail> {
      const a = await find(id);
      const [categories, testItems, institution] = await Promise.all([repo.names('service_category', ids(a.category_ids)), repo.names('test_item', ids(a.test_item_ids)), repo.institutionOf(a.id)]);
      return {
        ...toRow(a),
        email: a.email,
        address: a.address,
        intro: a.intro,
        cmaCertNo: a.cma_cert_no,
        cnasCertNo: a.cnas_cert_no,
        license: attachment(a.license_url),
        cmaCert: attachment(a.cma_cert_url),
        cnasCert: a.cnas_cert_url ? attachment(a.cnas_cert_url) : null,
        categories,
        testItems,
        institutionId: institution?.id ?? null,
      };
    },

    /** One transaction: the conditional status move first, so a second (or concurrent) approve creates nothing. */
    async approve(actor: AdminActor, id: number): Promise<AdminSettlementApproval> {
      await find(id);
      const password = initialPassword();
      const passwordHash = await hashPassword(password); // slow: outside the transaction
      try {
        const { approval, audience } = await db.transaction().execute(async (trx) => {
          const r = createAdminSettlementRepository(trx);
          const now = iso(clock.now());
          if (!(await r.review(id, SETTLEMENT_STATUS.APPROVED, null, now))) throw new BusinessError(ADMIN_MESSAGES.settlementNotPending);
          const a = (await r.find(id))!;
          if (await r.codeSettled(a.unify_code)) throw new BusinessError(INSTITUTION_MESSAGES.creditCodeSettled);
          if (await r.mobileTaken(a.mobile)) throw new BusinessError(ADMIN_MESSAGES.applicantMobileTaken);
          const candidates = staffAccountCandidates(a.unify_code);
          const taken = await r.takenAccounts(candidates);
          const account = candidates.find((c) => !taken.has(c));
          if (!account) throw new BusinessError(ADMIN_MESSAGES.approveConflict);
          const institutionId = await r.insertInstitution(institutionFrom(a, now));
          await r.insertStaffAccount(
            // must_change_password: the initial password came by SMS; the first sign-in changes it (issue #17).
            { user_account: account, mobile: a.mobile, password_hash: passwordHash, member_type: MEMBER_TYPE.CORPORATE, info_status: MEMBER_INFO_STATUS.APPROVED, real_name: null, id_card: null, email: a.email, company_id: null, reject_reason: null, must_change_password: 1, created_at: now, updated_at: now },
            institutionId,
          );
          await sms.send(trx, a.mobile, settlementApprovedSms(a.company_name, account, password), now);
          await trail.record(trx, actor, ADMIN_AUDIT_ACTIONS.settlementApprove, `入驻申请#${id}（${a.company_name}）→ 机构#${institutionId}，机构账号 ${account}`);
          // Issue #22: the new staff account finds a welcome in its workbench (the SMS above is the event's SMS).
          const audience = await notices.write(trx, 'settlementApproved', { institutionId, subject: a.company_name });
          return { approval: { id, institutionId, staffAccount: account }, audience };
        });
        await notices.announce(audience);
        return approval;
      } catch (err) {
        // A sign-up took the mobile or the account name between our checks and the insert.
        if (isUniqueViolation(err)) throw new BusinessError(ADMIN_MESSAGES.approveConflict);
        throw err;
      }
    },

    async reject(actor: AdminActor, id: number, reason: string): Promise<void> {
      const a = await find(id);
      const audience = await db.transaction().execute(async (trx) => {
        if (!(await createAdminSettlementRepository(trx).review(id, SETTLEMENT_STATUS.REJECTED, reason, iso(clock.now())))) throw new BusinessError(ADMIN_MESSAGES.settlementNotPending);
        await trail.record(trx, actor, ADMIN_AUDIT_ACTIONS.settlementReject, `入驻申请#${id}（${a.company_name}）`, reason);
        // The application is anonymous: the account registered with its mobile hears of it, if there is one.
        return notices.write(trx, 'settlementRejected', { mobile: a.mobile, subject: a.company_name, reason });
      });
      await notices.announce(audience);
    },
  };
}
