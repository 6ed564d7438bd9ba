import {
  PRODUCT_MESSAGES,
  type PageResult,
  type TechAchievementDetail,
  type TechAchievementSummary,
  type TechTalkReceipt,
  type addTechTalkBodySchema,
  type findTechAchievementQuerySchema,
  toPageResult,
} from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { type Clock, iso } from '../../lib/clock';
import { BusinessError } from '../../lib/errors';
import { sanitizeRichText } from '../../lib/rich-text';
import type { RateLimitService, RatePolicy } from '../rate-limit/service';
import { createAchievementRepository } from './repository';

/** A visitor may ask too (the buyer not yet registered); ten an hour per address, as quality applications. */
export const VISITOR_TECH_TALK_POLICY: RatePolicy = { name: 'techTalk', limit: 10, windowMs: 3_600_000 };

type Row = { id: number; title: string; field: string; owner: string; transfer_mode: string; maturity: string; summary: string; cover_url: string | null; published_at: string };
const toSummary = (r: Row): TechAchievementSummary => ({
  id: r.id,
  title: r.title,
  field: r.field,
  owner: r.owner,
  transferMode: r.transfer_mode,
  maturity: r.maturity,
  summary: r.summary,
  cover: r.cover_url,
  publishedAt: r.published_at,
});

/** §7 techAchievement (published results of research institutes) and techTalk/addTechTalk. */
export function createAchievementService({ db, clock, rateLimit }: { db: Kysely<Database>; clock: Clock; rateLimit: RateLimitService }) {
  const repo = createAchievementRepository(db);
  return {
    async page(q: z.output<typeof findTechAchievementQuerySchema>): Promise<PageResult<TechAchievementSummary>> {
      const { rows, total } = await repo.page({ keyword: q.keyword || undefined, field: q.field || undefined }, q.pageSize, (q.pageNum - 1) * q.pageSize);
      return toPageResult(rows.map(toSummary), total, q);
    },

    async detail(id: number): Promise<TechAchievementDetail> {
      const r = await repo.byId(id);
      if (!r) throw new BusinessError(PRODUCT_MESSAGES.achievementNotFound);
      // Sanitised on write as well; again on read so a row written by other means cannot carry a script.
      return { ...toSummary(r), content: sanitizeRichText(r.content), patentNo: r.patent_no, contactName: r.contact_name };
    },

    /** Recorded (status 1) for the operators of issue #11, who put the two sides in touch. */
    async addTalk(b: z.output<typeof addTechTalkBodySchema>, who: { memberId: number | null; ip: string }): Promise<TechTalkReceipt> {
      if (who.memberId === null) await rateLimit.consume(VISITOR_TECH_TALK_POLICY, who.ip);
      if (!(await repo.byId(b.achievementId))) throw new BusinessError(PRODUCT_MESSAGES.achievementNotFound);
      const createdAt = iso(clock.now());
      const id = await repo.insertTalk({
        achievement_id: b.achievementId,
        member_id: who.memberId,
        name: b.name,
        mobile: b.mobile,
        company: b.company,
        message: b.message,
        status: 1,
        ip: who.ip.slice(0, 64),
        created_at: createdAt,
      });
      return { id, createdAt };
    },
  };
}
export type AchievementService = ReturnType<typeof createAchievementService>;
