import {
  ADMIN_INFO_AUDIT_ACTIONS as A,
  ADMIN_INFO_MESSAGES as M,
  type AdminDictCreateInput,
  type AdminDictPage,
  type AdminDictRow,
  type AdminDictType,
  type AdminDictUpdateInput,
  PORTAL_DICT_TYPES,
  type adminDictQuerySchema,
  toPageResult,
} from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { type Clock, iso } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { BusinessError } from '../../lib/errors';
import type { AdminActor, AdminTrail } from '../audit/operator-trail';
import { createDictRepository } from './dict-repository';

const target = (e: { id: number; dictType: string; dictCode: string }) => `字典条目#${e.id}（${e.dictType}/${e.dictCode}）`;

/**
 * Dictionary entries. Type and code are the key getValue reads, so they are fixed once created;
 * the value is unique within its type. Entries of a type the portal reads by key cannot be
 * deleted, only disabled — the page would otherwise lose its text with no trace of what it was.
 */
export function createAdminDictService({ db, clock, trail }: { db: Kysely<Database>; clock: Clock; trail: AdminTrail }) {
  const repo = createDictRepository(db);

  async function existing(id: number): Promise<AdminDictRow> {
    const found = await repo.find(id);
    if (!found) throw new BusinessError(M.dictNotFound);
    return found;
  }

  return {
    async types(): Promise<AdminDictType[]> {
      return (await repo.types()).map((t) => ({ ...t, inUse: PORTAL_DICT_TYPES.includes(t.dictType) }));
    },

    async query(q: z.output<typeof adminDictQuerySchema>): Promise<AdminDictPage> {
      const { rows, total } = await repo.page(q, q.pageSize, (q.pageNum - 1) * q.pageSize);
      return toPageResult(rows, total, q);
    },

    async create(actor: AdminActor, input: AdminDictCreateInput): Promise<{ id: number }> {
      const w = { dict_label: input.dictLabel, dict_value: input.dictValue, sort: input.sort, enabled: input.enabled ? 1 : 0 };
      try {
        return await db.transaction().execute(async (trx) => {
          const r = createDictRepository(trx);
          if (await r.codeTaken(input.dictType, input.dictCode)) throw new BusinessError(M.dictCodeTaken);
          if (await r.valueTaken(input.dictType, input.dictValue, null)) throw new BusinessError(M.dictValueTaken);
          const id = await r.insert({ dict_type: input.dictType, dict_code: input.dictCode }, w, iso(clock.now()));
          await trail.record(trx, actor, A.dictCreate, target({ id, ...input }));
          return { id };
        });
      } catch (err) {
        // Two operators adding the same code at once: the unique key decides.
        if (isUniqueViolation(err)) throw new BusinessError(M.dictCodeTaken);
        throw err;
      }
    },

    async update(actor: AdminActor, input: AdminDictUpdateInput): Promise<void> {
      const found = await existing(input.id);
      await db.transaction().execute(async (trx) => {
        const r = createDictRepository(trx);
        if (await r.valueTaken(found.dictType, input.dictValue, found.id)) throw new BusinessError(M.dictValueTaken);
        await r.update(found.id, { dict_label: input.dictLabel, dict_value: input.dictValue, sort: input.sort, enabled: input.enabled ? 1 : 0 }, iso(clock.now()));
        await trail.record(trx, actor, A.dictUpdate, target(found));
      });
    },

    async setEnabled(actor: AdminActor, id: number, enabled: boolean): Promise<void> {
      const found = await existing(id);
      await db.transaction().execute(async (trx) => {
        await createDictRepository(trx).update(id, { enabled: enabled ? 1 : 0 }, iso(clock.now()));
        await trail.record(trx, actor, enabled ? A.dictEnable : A.dictDisable, target(found));
      });
    },

    async remove(actor: AdminActor, id: number): Promise<void> {
      const found = await existing(id);
      if (PORTAL_DICT_TYPES.includes(found.dictType)) throw new BusinessError(M.dictInUse);
      await db.transaction().execute(async (trx) => {
        await createDictRepository(trx).remove(id);
        await trail.record(trx, actor, A.dictDelete, target(found));
      });
    },
  };
}
export type AdminDictService = ReturnType<typeof createAdminDictService>;
