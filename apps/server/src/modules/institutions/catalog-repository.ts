import type { ServiceCategory, TestItem } from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { containsPattern, ilike } from '../../lib/sql-like';
import { TEST_ITEM_COLUMNS, toTestItem } from './columns';

/** Service categories (a two-level tree) and test items: shared with ordering (#9). */
export function createCatalogRepository(db: Kysely<Database>) {
  const categoryRows = () => db.selectFrom('service_category').select(['id', 'parent_id', 'name', 'sort']).orderBy('sort').orderBy('id').execute();
  return {
    categoryRows,
    async tree(): Promise<ServiceCategory[]> {
      const rows = await categoryRows();
      const node = (r: (typeof rows)[number]): ServiceCategory => ({ id: r.id, parentId: r.parent_id, name: r.name, sort: r.sort, children: [] });
      const top = rows.filter((r) => r.parent_id === 0).map(node);
      for (const r of rows) if (r.parent_id !== 0) top.find((t) => t.id === r.parent_id)?.children.push(node(r));
      return top;
    },
    /** The category and its children; empty when it does not exist. */
    async withChildren(id: number): Promise<number[]> {
      const rows = await db.selectFrom('service_category').select('id').where((eb) => eb.or([eb('id', '=', id), eb('parent_id', '=', id)])).execute();
      return rows.map((r) => r.id);
    },
    async items(f: { categoryIds?: number[]; keyword?: string }): Promise<TestItem[]> {
      let q = db.selectFrom('test_item').innerJoin('service_category', 'service_category.id', 'test_item.category_id').select(TEST_ITEM_COLUMNS);
      if (f.categoryIds) q = q.where('test_item.category_id', 'in', f.categoryIds.length ? f.categoryIds : [0]);
      if (f.keyword) {
        const pattern = containsPattern(f.keyword);
        q = q.where((eb) => ilike(eb.ref('test_item.name'), pattern));
      }
      const rows = await q.orderBy('service_category.sort').orderBy('test_item.sort').orderBy('test_item.id').execute();
      return rows.map(toTestItem);
    },
    async countExisting(table: 'service_category' | 'test_item', ids: number[]): Promise<number> {
      const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('id', 'in', ids).executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
