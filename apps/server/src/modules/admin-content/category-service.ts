import {
  ADMIN_CONTENT_AUDIT_ACTIONS as ACTIONS,
  ADMIN_CONTENT_MESSAGES as M,
  type AdminCategoryNode,
  type adminCategoryCreateSchema,
  type adminCategoryUpdateSchema,
} from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { randomToken } from '../../lib/crypto';
import { BusinessError } from '../../lib/errors';
import type { AdminActor, AdminTrail } from '../audit/operator-trail';
import { createAdminCategoryRepository } from './category-repository';

/** Article categories: a two-level tree (the public calls include a top level's children); in-use categories stay. */
export function createAdminCategoryService({ db, trail }: { db: Kysely<Database>; trail: AdminTrail }) {
  const repo = createAdminCategoryRepository(db);

  async function found(id: number) {
    const row = await repo.find(id);
    if (!row) throw new BusinessError(M.categoryNotFound);
    return row;
  }

  return {
    async tree(): Promise<AdminCategoryNode[]> {
      const nodes = (await repo.all()).map((r) => ({ id: r.id, parentId: r.parent_id, code: r.code, name: r.name, sort: r.sort, articleCount: Number(r.article_count), children: [] as AdminCategoryNode[] }));
      const byId = new Map(nodes.map((n) => [n.id, n]));
      for (const n of nodes) if (n.parentId !== 0) byId.get(n.parentId)?.children.push(n);
      return nodes.filter((n) => n.parentId === 0);
    },

    async create(actor: AdminActor, b: z.output<typeof adminCategoryCreateSchema>): Promise<number> {
      if (b.parentId !== 0) {
        const parent = await repo.find(b.parentId);
        if (!parent || parent.parent_id !== 0) throw new BusinessError(M.categoryParentInvalid);
      }
      if (await repo.nameTaken(b.parentId, b.name)) throw new BusinessError(M.categoryNameTaken);
      if (b.code && (await repo.codeTaken(b.code))) throw new BusinessError(M.categoryCodeTaken);
      // Pages find a few categories by code; one the operator leaves blank only has to be unique.
      const code = b.code || `c-${randomToken().slice(0, 12).toLowerCase()}`;
      return db.transaction().execute(async (trx) => {
        const id = await createAdminCategoryRepository(trx).insert({ parent_id: b.parentId, code, name: b.name, sort: b.sort });
        await trail.record(trx, actor, ACTIONS.categoryCreate, `资讯分类#${id}（${b.name}）`);
        return id;
      });
    },

    async update(actor: AdminActor, b: z.output<typeof adminCategoryUpdateSchema>): Promise<void> {
      const row = await found(b.id);
      if (await repo.nameTaken(row.parent_id, b.name, b.id)) throw new BusinessError(M.categoryNameTaken);
      await db.transaction().execute(async (trx) => {
        await createAdminCategoryRepository(trx).update(b.id, { name: b.name, sort: b.sort });
        const renamed = row.name === b.name ? b.name : `${row.name} → ${b.name}`;
        await trail.record(trx, actor, ACTIONS.categoryUpdate, `资讯分类#${b.id}（${renamed}）`);
      });
    },

    /** Refused while the category holds articles or children: nothing is orphaned or deleted along with it. */
    async remove(actor: AdminActor, id: number): Promise<void> {
      const row = await found(id);
      await db.transaction().execute(async (trx) => {
        const t = createAdminCategoryRepository(trx);
        const usage = await t.usage(id);
        if (usage.children > 0) throw new BusinessError(M.categoryHasChildren);
        if (usage.articles > 0) throw new BusinessError(M.categoryHasArticles);
        await t.remove(id);
        await trail.record(trx, actor, ACTIONS.categoryDelete, `资讯分类#${id}（${row.name}）`);
      });
    },
  };
}
