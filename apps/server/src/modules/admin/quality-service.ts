import {
  ADMIN_AUDIT_ACTIONS,
  ADMIN_MESSAGES,
  type AdminQualityInfoPage,
  QUALITY_INFO_MOVES,
  QUALITY_INFO_STATUS_LABELS,
  type QualityInfoStatus,
  type adminQualityInfoQuerySchema,
  type adminQualityMarkBodySchema,
  toPageResult,
} from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { type Clock, iso } from '../../lib/clock';
import { BusinessError } from '../../lib/errors';
import { maskPii } from '../../lib/pii-mask';
import type { AdminActor, AdminTrail } from '../audit/operator-trail';
import { createAdminQualityRepository } from './quality-repository';

/** /examine applications: operators follow each up (contacted, done, or closed with a note). */
export function createAdminQualityService({ db, clock, trail }: { db: Kysely<Database>; clock: Clock; trail: AdminTrail }) {
  const repo = createAdminQualityRepository(db);
  return {
    async query(q: z.output<typeof adminQualityInfoQuerySchema>): Promise<AdminQualityInfoPage> {
      const { rows, total } = await repo.page(q, q.pageSize, (q.pageNum - 1) * q.pageSize);
      const list = rows.map((r) => ({
        id: r.id,
        memberAccount: r.user_account,
        sampleName: r.sample_name,
        purpose: r.purpose,
        wishes: r.wishes,
        contactName: r.contact_name,
        // Masked: the clear number is an audited reveal (pii-service).
        contactPhone: maskPii(r.contact_phone),
        companyName: r.company_name,
        status: r.status as QualityInfoStatus,
        statusName: QUALITY_INFO_STATUS_LABELS[r.status as QualityInfoStatus],
        note: r.note,
        handledAt: r.handled_at,
        createdAt: r.created_at,
      }));
      return toPageResult(list, total, q);
    },

    async mark(actor: AdminActor, b: z.output<typeof adminQualityMarkBodySchema>): Promise<void> {
      const row = await repo.find(b.id);
      if (!row) throw new BusinessError(ADMIN_MESSAGES.qualityInfoNotFound);
      const from = row.status as QualityInfoStatus;
      if (!QUALITY_INFO_MOVES[from]?.includes(b.status as QualityInfoStatus)) throw new BusinessError(ADMIN_MESSAGES.qualityMoveNotAllowed);
      await db.transaction().execute(async (trx) => {
        if (!(await createAdminQualityRepository(trx).mark(b.id, from, b.status, b.note || null, iso(clock.now())))) throw new BusinessError(ADMIN_MESSAGES.qualityMoveNotAllowed);
        const target = `质检申请#${b.id}（${row.sample_name}）${QUALITY_INFO_STATUS_LABELS[from]} → ${QUALITY_INFO_STATUS_LABELS[b.status as QualityInfoStatus]}`;
        await trail.record(trx, actor, ADMIN_AUDIT_ACTIONS.qualityMark, b.note ? `${target}；说明：${b.note}` : target);
      });
    },
  };
}
