import type { Insertable, Kysely, Updateable } from 'kysely';
import type { ArticleInfoTable, Database } from '../../db/schema';
import { containsPattern, ilike } from '../../lib/sql-like';
import { reindexArticle, unindexArticle } from '../search/article-index';

export interface AdminArticleFilter {
  categoryIds?: number[];
  status?: number;
  keyword?: string;
}

const COLUMNS = [
  'article_info.id',
  'article_info.category_id',
  'article_category.name as category_name',
  'article_info.title',
  'article_info.source',
  'article_info.cover_url',
  'article_info.status',
  'article_info.is_top',
  'article_info.publish_time',
  'article_info.view_count',
  'article_info.created_at',
] as const;

/**
 * Every article whatever its status (the console's view). Takes a transaction: each write of a title
 * or summary rewrites the article's search tokens with it, so the news search never disagrees with the row.
 */
export function createAdminArticleRepository(db: Kysely<Database>) {
  const filtered = (f: AdminArticleFilter) => {
    let q = db.selectFrom('article_info').innerJoin('article_category', 'article_category.id', 'article_info.category_id');
    if (f.categoryIds?.length) q = q.where('article_info.category_id', 'in', f.categoryIds);
    if (f.status) q = q.where('article_info.status', '=', f.status);
    if (f.keyword) {
      const p = containsPattern(f.keyword);
      q = q.where((eb) => eb.or([ilike(eb.ref('article_info.title'), p), ilike(eb.ref('article_info.summary'), p), ilike(eb.ref('article_info.source'), p)]));
    }
    return q;
  };
  return {
    /** Pinned first, then newest (by publish time, then creation). */
    async page(f: AdminArticleFilter, limit: number, offset: number) {
      const [rows, count] = await Promise.all([
        filtered(f)
          .select(COLUMNS)
          .orderBy('article_info.is_top', 'desc')
          .orderBy('article_info.publish_time', 'desc')
          .orderBy('article_info.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        filtered(f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },
    find(id: number) {
      return filtered({}).select([...COLUMNS, 'article_info.summary', 'article_info.content']).where('article_info.id', '=', id).executeTakeFirst();
    },
    async insert(row: Insertable<ArticleInfoTable>): Promise<number> {
      const r = await db.insertInto('article_info').values(row).returning('id').executeTakeFirstOrThrow();
      const id = Number(r.id);
      await reindexArticle(db, id, row.title, row.summary);
      return id;
    },
    async update(id: number, fields: Updateable<ArticleInfoTable>): Promise<boolean> {
      const r = await db.updateTable('article_info').set(fields).where('id', '=', id).executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) return false;
      if (fields.title !== undefined || fields.summary !== undefined) {
        const text = await db.selectFrom('article_info').select(['title', 'summary']).where('id', '=', id).executeTakeFirstOrThrow();
        await reindexArticle(db, id, text.title, text.summary);
      }
      return true;
    },
    /** Moves it only from a status the caller allows: false when someone else moved it first. */
    async move(id: number, from: readonly number[], to: number, publishTime: string | null): Promise<boolean> {
      const r = await db
        .updateTable('article_info')
        .set(publishTime ? { status: to, publish_time: publishTime } : { status: to })
        .where('id', '=', id)
        .where('status', 'in', [...from])
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    async remove(id: number): Promise<boolean> {
      const r = await db.deleteFrom('article_info').where('id', '=', id).executeTakeFirst();
      await unindexArticle(db, id);
      return Number(r.numDeletedRows) === 1;
    },
  };
}
export type AdminArticleRepository = ReturnType<typeof createAdminArticleRepository>;
