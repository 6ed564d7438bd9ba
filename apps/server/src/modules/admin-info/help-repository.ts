import { HELP_CATEGORY_CODE, type AdminHelpCategory, type AdminHelpRow } from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { containsPattern, ilike } from '../../lib/sql-like';
import { reindexArticle, unindexArticle } from '../search/article-index';

/** The help centre's questions are articles under the help category's children; the public list shows approved ones. */
export const APPROVED = 2;

const ROW_COLUMNS = [
  'a.id',
  'a.category_id',
  'c.name as category_name',
  'a.title',
  'a.summary',
  'a.is_top',
  'a.publish_time',
  'a.view_count',
] as const;
type Row = { id: number; category_id: number; category_name: string; title: string; summary: string; is_top: number; publish_time: string; view_count: number };
const toRow = (r: Row): AdminHelpRow => ({
  id: r.id,
  categoryId: r.category_id,
  categoryName: r.category_name,
  title: r.title,
  summary: r.summary,
  isTop: Number(r.is_top) === 1,
  publishTime: r.publish_time,
  viewCount: Number(r.view_count),
});

export interface HelpWrite {
  category_id: number;
  title: string;
  summary: string;
  content: string;
  is_top: number;
}

/**
 * Takes a transaction. The questions are public articles, found by the help centre's keyword search
 * (findArticleInfo) through the lookup token index: each write of a title or summary rewrites the
 * question's tokens with it.
 */
export function createHelpRepository(db: Kysely<Database>) {
  /** Questions of the help categories (`categoryIds`, never empty). */
  const questions = (categoryIds: number[]) =>
    db.selectFrom('article_info as a').innerJoin('article_category as c', 'c.id', 'a.category_id').where('a.category_id', 'in', categoryIds);

  return {
    async categories(): Promise<AdminHelpCategory[]> {
      const rows = await db
        .selectFrom('article_category as c')
        .innerJoin('article_category as root', 'root.id', 'c.parent_id')
        .leftJoin('article_info as a', 'a.category_id', 'c.id')
        .where('root.code', '=', HELP_CATEGORY_CODE)
        .where('root.parent_id', '=', 0)
        .select(['c.id', 'c.name', 'c.sort', (eb) => eb.fn.count<number>('a.id').as('n')])
        .groupBy(['c.id', 'c.name', 'c.sort'])
        .orderBy('c.sort')
        .orderBy('c.id')
        .execute();
      return rows.map((r) => ({ id: r.id, name: r.name, count: Number(r.n) }));
    },
    async page(categoryIds: number[], keyword: string | undefined, limit: number, offset: number): Promise<{ rows: AdminHelpRow[]; total: number }> {
      let base = questions(categoryIds);
      if (keyword) {
        const pattern = containsPattern(keyword);
        base = base.where((eb) => eb.or([ilike(eb.ref('a.title'), pattern), ilike(eb.ref('a.summary'), pattern)]));
      }
      const [rows, count] = await Promise.all([
        base.select(ROW_COLUMNS).orderBy('a.is_top', 'desc').orderBy('a.publish_time', 'desc').orderBy('a.id', 'desc').limit(limit).offset(offset).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows.map(toRow), total: Number(count.n) };
    },
    async find(id: number, categoryIds: number[]) {
      const r = await questions(categoryIds).select([...ROW_COLUMNS, 'a.content']).where('a.id', '=', id).executeTakeFirst();
      return r && { ...toRow(r), content: r.content };
    },
    async titleTaken(title: string, categoryIds: number[], exceptId: number | null): Promise<boolean> {
      let q = questions(categoryIds).select('a.id').where('a.title', '=', title);
      if (exceptId !== null) q = q.where('a.id', '<>', exceptId);
      return Boolean(await q.executeTakeFirst());
    },
    /** The category's questions in the public order, with what reordering needs. */
    async ordering(categoryId: number) {
      return db
        .selectFrom('article_info')
        .select(['id', 'is_top', 'publish_time'])
        .where('category_id', '=', categoryId)
        .orderBy('is_top', 'desc')
        .orderBy('publish_time', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },
    async insert(w: HelpWrite, now: string): Promise<number> {
      const row = await db
        .insertInto('article_info')
        .values({ ...w, cover_url: null, source: '本平台', author: null, status: APPROVED, view_count: 0, publish_time: now, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await reindexArticle(db, row.id, w.title, w.summary);
      return row.id;
    },
    async update(id: number, w: HelpWrite): Promise<void> {
      const r = await db.updateTable('article_info').set(w).where('id', '=', id).executeTakeFirst();
      if (Number(r.numUpdatedRows) === 1) await reindexArticle(db, id, w.title, w.summary);
    },
    async setPublishTime(id: number, publishTime: string): Promise<void> {
      await db.updateTable('article_info').set({ publish_time: publishTime }).where('id', '=', id).execute();
    },
    async remove(id: number): Promise<void> {
      await db.deleteFrom('article_info').where('id', '=', id).execute();
      await unindexArticle(db, id);
    },
  };
}
