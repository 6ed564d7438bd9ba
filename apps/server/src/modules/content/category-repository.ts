import type { ArticleCategory, PageQuery } from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

const COLUMNS = ['id', 'parent_id', 'code', 'name', 'sort'] as const;
type Row = { id: number; parent_id: number; code: string; name: string; sort: number };
const toCategory = (r: Row): ArticleCategory => ({ id: r.id, parentId: r.parent_id, code: r.code, name: r.name, sort: r.sort });

export function createCategoryRepository(db: Kysely<Database>) {
  return {
    async children(parentId: number): Promise<ArticleCategory[]> {
      const rows = await db.selectFrom('article_category').select(COLUMNS).where('parent_id', '=', parentId).orderBy('sort').orderBy('id').execute();
      return rows.map(toCategory);
    },
    async page(parentId: number | undefined, q: PageQuery): Promise<{ list: ArticleCategory[]; total: number }> {
      let base = db.selectFrom('article_category');
      if (parentId !== undefined) base = base.where('parent_id', '=', parentId);
      const [rows, count] = await Promise.all([
        base.select(COLUMNS).orderBy('parent_id').orderBy('sort').orderBy('id').limit(q.pageSize).offset((q.pageNum - 1) * q.pageSize).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { list: rows.map(toCategory), total: Number(count.n) };
    },
    async byCode(code: string): Promise<ArticleCategory | undefined> {
      const r = await db.selectFrom('article_category').select(COLUMNS).where('code', '=', code).executeTakeFirst();
      return r && toCategory(r);
    },
    async byName(name: string): Promise<ArticleCategory | undefined> {
      const r = await db.selectFrom('article_category').select(COLUMNS).where('name', '=', name).where('parent_id', '=', 0).executeTakeFirst();
      return r && toCategory(r);
    },
    /** The category and its children: the tree is two levels deep. */
    async withChildren(id: number): Promise<number[]> {
      const kids = await db.selectFrom('article_category').select('id').where('parent_id', '=', id).execute();
      return [id, ...kids.map((k) => k.id)];
    },
  };
}
export type CategoryRepository = ReturnType<typeof createCategoryRepository>;
