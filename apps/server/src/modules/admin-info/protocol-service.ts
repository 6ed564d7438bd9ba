import {
  ADMIN_INFO_AUDIT_ACTIONS as A,
  ADMIN_INFO_MESSAGES as M,
  type AdminProtocolDetail,
  type AdminProtocolRow,
  PROTOCOL_USES,
  type adminProtocolUpdateSchema,
} from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { type Clock, iso } from '../../lib/clock';
import { BusinessError } from '../../lib/errors';
import { claimUploadsIn } from '../files/claims';
import type { AdminActor, AdminTrail } from '../audit/operator-trail';
import { createProtocolRepository } from './protocol-repository';
import { cleanRichText } from './rich-text';

type Stored = { id: number; code: string; type: string; title: string; updated_at: string };
const toRow = (r: Stored): AdminProtocolRow => ({ id: r.id, code: r.code, type: r.type, title: r.title, usedBy: PROTOCOL_USES[r.code] ?? '—', updatedAt: r.updated_at });

/**
 * Protocols are edited in place: code and type are what pages ask getProtocol for, so they stay,
 * and there is no create or delete (every seeded protocol is read by a page, terms by the register form).
 */
export function createAdminProtocolService({ db, clock, trail }: { db: Kysely<Database>; clock: Clock; trail: AdminTrail }) {
  const repo = createProtocolRepository(db);
  return {
    list: async (): Promise<AdminProtocolRow[]> => (await repo.list()).map(toRow),

    async get(id: number): Promise<AdminProtocolDetail> {
      const r = await repo.find(id);
      if (!r) throw new BusinessError(M.protocolNotFound);
      return { ...toRow(r), content: r.content };
    },

    async update(actor: AdminActor, input: z.output<typeof adminProtocolUpdateSchema>): Promise<{ updatedAt: string }> {
      const found = await repo.find(input.id);
      if (!found) throw new BusinessError(M.protocolNotFound);
      const content = cleanRichText(input.content, M.protocolContentEmpty);
      const now = iso(clock.now());
      await db.transaction().execute(async (trx) => {
        if (!(await createProtocolRepository(trx).update(input.id, input.updatedAt, { title: input.title, content }, now))) throw new BusinessError(M.protocolStale);
        await claimUploadsIn(trx, content);
        await trail.record(trx, actor, A.protocolUpdate, `协议#${input.id}（${found.code}：${input.title}）`);
      });
      return { updatedAt: now };
    },
  };
}
export type AdminProtocolService = ReturnType<typeof createAdminProtocolService>;
