import type { Insertable, Kysely } from 'kysely';
import type { ArticleCategoryTable, Database } from '../../db/schema';

/** Article categories as the console edits them (two levels: parent_id 0 or a top-level id). Takes a transaction. */
export function createAdminCategoryRepository(db: Kysely<Database>) {
  return {
    /** Every category with the number of articles filed directly under it. */
    all() {
      return db
        .selectFrom('article_category')
        .leftJoin('article_info', 'article_info.category_id', 'article_category.id')
        .select(['article_category.id', 'article_category.parent_id', 'article_category.code', 'article_category.name', 'article_category.sort'])
        .select((eb) => eb.fn.count<number>('article_info.id').as('article_count'))
        .groupBy(['article_category.id', 'article_category.parent_id', 'article_category.code', 'article_category.name', 'article_category.sort'])
        .orderBy('article_category.sort')
        .orderBy('article_category.id')
        .execute();
    },
    find(id: number) {
      return db.selectFrom('article_category').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async codeTaken(code: string): Promise<boolean> {
      return (await db.selectFrom('article_category').select('id').where('code', '=', code).executeTakeFirst()) !== undefined;
    },
    /** Another category of this name under the same parent. */
    async nameTaken(parentId: number, name: string, exceptId = 0): Promise<boolean> {
      const r = await db.selectFrom('article_category').select('id').where('parent_id', '=', parentId).where('name', '=', name).where('id', '<>', exceptId).executeTakeFirst();
      return r !== undefined;
    },
    async usage(id: number): Promise<{ children: number; articles: number }> {
      const [children, articles] = await Promise.all([
        db.selectFrom('article_category').select((eb) => eb.fn.countAll<number>().as('n')).where('parent_id', '=', id).executeTakeFirstOrThrow(),
        db.selectFrom('article_info').select((eb) => eb.fn.countAll<number>().as('n')).where('category_id', '=', id).executeTakeFirstOrThrow(),
      ]);
      return { children: Number(children.n), articles: Number(articles.n) };
    },
    async insert(row: Insertable<ArticleCategoryTable>): Promise<number> {
      const r = await db.insertInto('article_category').values(row).returning('id').executeTakeFirstOrThrow();
      return Number(r.id);
    },
    async update(id: number, fields: { name: string; sort: number }): Promise<void> {
      await db.updateTable('article_category').set(fields).where('id', '=', id).execute();
    },
    async remove(id: number): Promise<void> {
      await db.deleteFrom('article_category').where('id', '=', id).execute();
    },
  };
}
