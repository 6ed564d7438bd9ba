import {
  ADMIN_LOOKUP_AUDIT_ACTIONS as A,
  ADMIN_LOOKUP_MESSAGES as M,
  type AdminMonographDetail,
  type AdminMonographInput,
  type AdminMonographPage,
  type AdminMonographRow,
  MONOGRAPH_SECTIONS,
  type MonographCheck,
  type MonographSectionKey,
  type PharmacopoeiaEdition,
  type adminMonographQuerySchema,
  toPageResult,
} from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { BusinessError } from '../../lib/errors';
import type { AdminActor, AdminTrail } from '../audit/operator-trail';
import { DOC_KIND } from '../search/doc-kind';
import type { SectionTexts } from '../search/indexer';
import type { MonographFullRow } from '../lookup/rows';
import { createAdminMonographRepository } from './monograph-repository';
import { type MonographData, writeMonograph } from './monograph-writer';
import { unindex } from '../search/lookup-index';

function toRow(r: MonographFullRow): AdminMonographRow {
  return {
    id: Number(r.id),
    name: r.name,
    pinyin: r.pinyin,
    latinName: r.latin_name,
    edition: Number(r.edition) as PharmacopoeiaEdition,
    volume: Number(r.volume) as 1 | 2 | 3 | 4,
    categoryId: Number(r.category_id),
    categoryName: r.category_name,
    checkCount: (JSON.parse(r.checks) as unknown[]).length,
  };
}

function toDetail(r: MonographFullRow): AdminMonographDetail {
  const texts = JSON.parse(r.sections) as SectionTexts;
  return {
    ...toRow(r),
    code: r.code,
    aliases: JSON.parse(r.aliases) as string[],
    species: r.species ? r.species.split('；') : [],
    sections: Object.fromEntries(MONOGRAPH_SECTIONS.map((s) => [s.key, texts[s.key] ?? ''])) as Record<MonographSectionKey, string>,
    checks: JSON.parse(r.checks) as MonographCheck[],
  };
}

/** Pharmacopoeia monographs in the console; each write re-indexes the monograph and is audited in one transaction. */
export function createAdminMonographService({ db, trail }: { db: Kysely<Database>; trail: AdminTrail }) {
  const repo = createAdminMonographRepository(db);

  async function found(id: number): Promise<MonographFullRow> {
    const r = await repo.find(id);
    if (!r) throw new BusinessError(M.monographNotFound);
    return r;
  }

  /** The form's input with its category's volume, refused when the category is gone or the name is taken in the edition. */
  async function dataOf(b: Omit<AdminMonographInput, 'id'>, edition: number, selfId: number): Promise<MonographData> {
    const category = (await repo.categories()).find((c) => Number(c.id) === b.categoryId);
    if (!category) throw new BusinessError(M.categoryNotFound);
    if ((await repo.byNames(edition, [b.name])).some((m) => Number(m.id) !== selfId)) throw new BusinessError(M.monographNameTaken);
    return { ...b, edition, volume: Number(category.volume) };
  }

  return {
    async query(q: z.output<typeof adminMonographQuerySchema>): Promise<AdminMonographPage> {
      const { rows, total } = await repo.page({ ...q, keyword: q.keyword || undefined }, q.pageSize, (q.pageNum - 1) * q.pageSize);
      return toPageResult(rows.map(toRow), total, q);
    },

    get: async (id: number): Promise<AdminMonographDetail> => toDetail(await found(id)),

    async create(actor: AdminActor, b: Omit<AdminMonographInput, 'id'> & { edition: number }): Promise<number> {
      const d = await dataOf(b, b.edition, 0);
      return db.transaction().execute(async (trx) => {
        const id = await writeMonograph(trx, null, d);
        await trail.record(trx, actor, A.monographCreate, `药典品种#${id}（${d.name}，${d.edition}年版）`);
        return id;
      });
    },

    async update(actor: AdminActor, b: AdminMonographInput): Promise<void> {
      const self = await found(b.id);
      const d = await dataOf(b, Number(self.edition), b.id);
      await db.transaction().execute(async (trx) => {
        await writeMonograph(trx, b.id, d);
        await trail.record(trx, actor, A.monographUpdate, `药典品种#${b.id}（${d.name}，${d.edition}年版）`);
      });
    },

    async remove(actor: AdminActor, id: number): Promise<void> {
      const self = await found(id);
      await db.transaction().execute(async (trx) => {
        await createAdminMonographRepository(trx).remove(id);
        await unindex(trx, DOC_KIND.MONOGRAPH, id);
        await trail.record(trx, actor, A.monographDelete, `药典品种#${id}（${self.name}，${self.edition}年版）`);
      });
    },
  };
}
export type AdminMonographService = ReturnType<typeof createAdminMonographService>;
