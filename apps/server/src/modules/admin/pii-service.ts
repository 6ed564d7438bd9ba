import { type AdminPiiReveal, PII_FIELD_LABELS, SECURITY_AUDIT_ACTIONS, SECURITY_AUDIT_MESSAGES, type adminPiiRevealBodySchema } from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { BusinessError } from '../../lib/errors';
import type { AdminActor, AdminTrail } from '../audit/operator-trail';
import { createPiiRepository } from './pii-repository';

/**
 * MLPS level 3: the console lists ID numbers and mobiles masked (lib/pii-mask); an operator who
 * needs one whole asks for it here, one value at a time. The audit row (who, whose, which field —
 * never the value) is written before the value leaves, in the same transaction as the read.
 */
export function createPiiService({ db, trail }: { db: Kysely<Database>; trail: AdminTrail }) {
  return {
    async reveal(actor: AdminActor, b: z.output<typeof adminPiiRevealBodySchema>): Promise<AdminPiiReveal> {
      return db.transaction().execute(async (trx) => {
        const record = await createPiiRepository(trx).find(b.kind, b.id, b.field);
        if (!record) throw new BusinessError(SECURITY_AUDIT_MESSAGES.piiNotFound);
        await trail.record(trx, actor, SECURITY_AUDIT_ACTIONS.piiReveal, `${record.whose}的${PII_FIELD_LABELS[b.field]}`);
        return { value: record.value };
      });
    },
  };
}
export type PiiService = ReturnType<typeof createPiiService>;
