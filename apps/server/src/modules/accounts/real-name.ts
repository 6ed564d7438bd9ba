import { ACCOUNT_MESSAGES, MEMBER_INFO_STATUS, MEMBER_TYPE, type SubmitRealNameBody } from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type Clock, iso } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { BusinessError } from '../../lib/errors';
import { claimUploads } from '../files/claims';
import type { PrivateDocuments } from '../files/private-files';
import type { NoticeSink } from '../notifications/writer';
import type { ActiveSession } from '../sessions/service';
import { createAccountRepository } from './repository';

const SUBMITTABLE: number[] = [MEMBER_INFO_STATUS.PENDING_VERIFICATION, MEMBER_INFO_STATUS.REJECTED];

/**
 * §4 member info status 0 or 3 → 1: the member hands in its real-name data for an operator to review;
 * the operators' queue hears of it in the same transaction (issue #22).
 */
export function createRealNameService({ db, clock, files, notices }: { db: Kysely<Database>; clock: Clock; files: PrivateDocuments; notices: NoticeSink }) {
  return {
    async submit(session: ActiveSession, body: SubmitRealNameBody): Promise<void> {
      const repo = createAccountRepository(db);
      const member = (await repo.findById(session.memberId))!;
      if (member.member_type === MEMBER_TYPE.ORDINARY) throw new BusinessError(ACCOUNT_MESSAGES.ordinaryNoRealName);
      if (!SUBMITTABLE.includes(member.info_status)) throw new BusinessError(ACCOUNT_MESSAGES.realNameNotAllowed);
      const corporate = member.member_type === MEMBER_TYPE.CORPORATE;
      if (corporate !== 'licenseUrl' in body) throw new BusinessError(ACCOUNT_MESSAGES.realNameWrongKind);
      const now = iso(clock.now());
      const toReview = { info_status: MEMBER_INFO_STATUS.PENDING_REVIEW, reject_reason: null, updated_at: now };
      if (!('licenseUrl' in body)) {
        const audience = await db.transaction().execute(async (trx) => {
          await createAccountRepository(trx).update(member.id, { ...toReview, real_name: body.realName, id_card: body.idCard.toUpperCase() });
          return notices.write(trx, 'realNameSubmitted', { subject: body.realName });
        });
        await notices.announce(audience);
        return;
      }
      if (!(await repo.ownsImageUpload(member.id, body.licenseUrl.slice('/files/'.length)))) throw new BusinessError(ACCOUNT_MESSAGES.licenseNotYours);
      try {
        const audience = await db.transaction().execute(async (trx) => {
          const r = createAccountRepository(trx);
          const company = { companyName: body.companyName, unifyCode: body.unifyCode, licenseUrl: body.licenseUrl };
          if (member.company_id) await r.updateCompany(member.company_id, company);
          const companyId = member.company_id ?? (await r.insertCompanyWithLicense({ ...company, now }));
          await r.update(member.id, { ...toReview, company_id: companyId });
          // The licence is the member's own upload; from here only it and operators open it (issue #17).
          await files.makePrivate(trx, [body.licenseUrl], { kind: 'licence' });
          await claimUploads(trx, [body.licenseUrl]);
          return notices.write(trx, 'realNameSubmitted', { subject: body.companyName });
        });
        await notices.announce(audience);
      } catch (err) {
        if (isUniqueViolation(err)) throw new BusinessError(ACCOUNT_MESSAGES.creditCodeTaken);
        throw err;
      }
    },
  };
}
export type RealNameService = ReturnType<typeof createRealNameService>;
