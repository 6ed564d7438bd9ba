import {
  ADMIN_INFO_AUDIT_ACTIONS as A,
  ADMIN_INFO_MESSAGES as M,
  type AdminHelpCategory,
  type AdminHelpDetail,
  type AdminHelpInput,
  type AdminHelpPage,
  type adminHelpQuerySchema,
  toPageResult,
} from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { type Clock, iso } from '../../lib/clock';
import { BusinessError } from '../../lib/errors';
import { claimUploadsIn } from '../files/claims';
import type { AdminActor, AdminTrail } from '../audit/operator-trail';
import { createHelpRepository, type HelpWrite } from './help-repository';
import { cleanRichText } from './rich-text';

/**
 * The help centre's questions (articles under the help category's children, published at once).
 * Order is the help centre's own: pinned first, then newest publish time — so reordering hands the
 * category's publish times out again in the wanted order, and the public list follows it.
 */
export function createAdminHelpService({ db, clock, trail }: { db: Kysely<Database>; clock: Clock; trail: AdminTrail }) {
  const repo = createHelpRepository(db);
  const helpCategoryIds = async () => (await repo.categories()).map((c) => c.id);

  async function checked(input: AdminHelpInput, exceptId: number | null): Promise<HelpWrite> {
    const ids = await helpCategoryIds();
    if (!ids.includes(input.categoryId)) throw new BusinessError(M.helpCategoryInvalid);
    if (await repo.titleTaken(input.title, ids, exceptId)) throw new BusinessError(M.helpTitleTaken);
    const content = cleanRichText(input.content, M.helpAnswerEmpty);
    return { category_id: input.categoryId, title: input.title, summary: input.summary, content, is_top: input.isTop ? 1 : 0 };
  }

  async function existing(id: number): Promise<AdminHelpDetail> {
    const found = await repo.find(id, await helpCategoryIds());
    if (!found) throw new BusinessError(M.helpNotFound);
    return found;
  }

  return {
    categories: (): Promise<AdminHelpCategory[]> => repo.categories(),

    async query(q: z.output<typeof adminHelpQuerySchema>): Promise<AdminHelpPage> {
      const all = await helpCategoryIds();
      if (q.categoryId !== undefined && !all.includes(q.categoryId)) throw new BusinessError(M.helpCategoryInvalid);
      const ids = q.categoryId !== undefined ? [q.categoryId] : all;
      if (ids.length === 0) return toPageResult([], 0, q);
      const { rows, total } = await repo.page(ids, q.keyword, q.pageSize, (q.pageNum - 1) * q.pageSize);
      return toPageResult(rows, total, q);
    },

    get: existing,

    async create(actor: AdminActor, input: AdminHelpInput): Promise<{ id: number }> {
      const w = await checked(input, null);
      return db.transaction().execute(async (trx) => {
        const id = await createHelpRepository(trx).insert(w, iso(clock.now()));
        await claimUploadsIn(trx, w.content);
        await trail.record(trx, actor, A.helpCreate, `帮助问题#${id}（${w.title}）`);
        return { id };
      });
    },

    async update(actor: AdminActor, id: number, input: AdminHelpInput): Promise<void> {
      await existing(id);
      const w = await checked(input, id);
      await db.transaction().execute(async (trx) => {
        await createHelpRepository(trx).update(id, w);
        await claimUploadsIn(trx, w.content);
        await trail.record(trx, actor, A.helpUpdate, `帮助问题#${id}（${w.title}）`);
      });
    },

    async remove(actor: AdminActor, id: number): Promise<void> {
      const found = await existing(id);
      await db.transaction().execute(async (trx) => {
        await createHelpRepository(trx).remove(id);
        await trail.record(trx, actor, A.helpDelete, `帮助问题#${id}（${found.title}）`);
      });
    },

    async reorder(actor: AdminActor, categoryId: number, ids: number[]): Promise<void> {
      const categories = await repo.categories();
      const category = categories.find((c) => c.id === categoryId);
      if (!category) throw new BusinessError(M.helpCategoryInvalid);
      await db.transaction().execute(async (trx) => {
        const r = createHelpRepository(trx);
        const current = await r.ordering(categoryId);
        const byId = new Map(current.map((q) => [q.id, q]));
        if (ids.length !== current.length || new Set(ids).size !== ids.length || !ids.every((id) => byId.has(id))) throw new BusinessError(M.helpReorderMismatch);
        const pins = ids.map((id) => Number(byId.get(id)!.is_top));
        if (pins.some((pin, i) => i > 0 && pin > pins[i - 1]!)) throw new BusinessError(M.helpReorderPinned);
        const times = current.map((q) => q.publish_time).sort().reverse();
        for (let i = 0; i < ids.length; i++) {
          // Equal times would leave the tie to the id; keep each one strictly older than the one before.
          if (i > 0 && times[i]! >= times[i - 1]!) times[i] = iso(Date.parse(times[i - 1]!) - 1000);
          if (byId.get(ids[i]!)!.publish_time !== times[i]) await r.setPublishTime(ids[i]!, times[i]!);
        }
        await trail.record(trx, actor, A.helpReorder, `帮助分类#${categoryId}（${category.name}），共${ids.length}个问题`);
      });
    },
  };
}
export type AdminHelpService = ReturnType<typeof createAdminHelpService>;
