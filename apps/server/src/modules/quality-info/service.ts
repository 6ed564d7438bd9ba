import type { QualityInfoReceipt, addQualityInfoBodySchema } from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { type Clock, iso } from '../../lib/clock';
import type { RateLimitService, RatePolicy } from '../rate-limit/service';
import { createQualityInfoRepository } from './repository';

/** A visitor may apply too (the person who does not know what to order); ten an hour per address. */
export const VISITOR_QUALITY_INFO_POLICY: RatePolicy = { name: 'qualityInfo', limit: 10, windowMs: 3_600_000 };

/** §7 qualityInfo/addQualityInfo: recorded (status 1) for the operators of issue #11. */
export function createQualityInfoService({ db, clock, rateLimit }: { db: Kysely<Database>; clock: Clock; rateLimit: RateLimitService }) {
  const repo = createQualityInfoRepository(db);
  return {
    async add(b: z.output<typeof addQualityInfoBodySchema>, who: { memberId: number | null; ip: string }): Promise<QualityInfoReceipt> {
      if (who.memberId === null) await rateLimit.consume(VISITOR_QUALITY_INFO_POLICY, who.ip);
      const createdAt = iso(clock.now());
      const id = await repo.insert({
        member_id: who.memberId,
        sample_name: b.sampleName,
        purpose: b.purpose,
        wishes: b.wishes,
        contact_name: b.contactName,
        contact_phone: b.contactPhone,
        company_name: b.companyName,
        status: 1,
        ip: who.ip.slice(0, 64),
        created_at: createdAt,
      });
      return { id, createdAt };
    },
  };
}
export type QualityInfoService = ReturnType<typeof createQualityInfoService>;
