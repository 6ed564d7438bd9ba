import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { containsPattern, ilike } from '../../lib/sql-like';
import { TEST_ITEM_COLUMNS } from '../institutions/columns';

/**
 * The variety library is a curated list (the seeded one: a few hundred herbs) that the 送检 form
 * loads whole into its searchable picker; the call still answers at most this many.
 */
export const VARIETY_LIMIT = 1_000;

/** Paged catalogue reads and the variety / trait libraries (issue #9). */
export function createCatalogueRepository(db: Kysely<Database>) {
  return {
    async categoryPage(f: { parentId?: number; keyword?: string }, limit: number, offset: number) {
      let q = db.selectFrom('service_category');
      if (f.parentId !== undefined) q = q.where('parent_id', '=', f.parentId);
      if (f.keyword) {
        const pattern = containsPattern(f.keyword);
        q = q.where((eb) => ilike(eb.ref('name'), pattern));
      }
      const [rows, count] = await Promise.all([
        q.select(['id', 'parent_id', 'name', 'sort']).orderBy('parent_id').orderBy('sort').orderBy('id').limit(limit).offset(offset).execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },
    /** Items per category id (direct only; the service adds children up). */
    async itemCounts() {
      const rows = await db.selectFrom('test_item').select(['category_id', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('category_id').execute();
      return new Map(rows.map((r) => [r.category_id, Number(r.n)]));
    },
    /** A service category and its children (two levels); empty when it does not exist. */
    async withChildren(id: number): Promise<number[]> {
      const rows = await db.selectFrom('service_category').select('id').where((eb) => eb.or([eb('id', '=', id), eb('parent_id', '=', id)])).execute();
      return rows.map((r) => r.id);
    },
    async parentsOf() {
      const rows = await db.selectFrom('service_category').select(['id', 'parent_id']).execute();
      return new Map(rows.map((r) => [r.id, r.parent_id]));
    },
    async itemPage(f: { categoryIds?: number[]; trait?: string; keyword?: string }, limit: number, offset: number) {
      let q = db.selectFrom('test_item').innerJoin('service_category', 'service_category.id', 'test_item.category_id');
      if (f.categoryIds) q = q.where('test_item.category_id', 'in', f.categoryIds.length ? f.categoryIds : [0]);
      if (f.trait) q = q.where('test_item.trait', '=', f.trait);
      if (f.keyword) {
        const pattern = containsPattern(f.keyword);
        q = q.where((eb) => ilike(eb.ref('test_item.name'), pattern));
      }
      const [rows, count] = await Promise.all([
        q.select(TEST_ITEM_COLUMNS).orderBy('service_category.sort').orderBy('test_item.sort').orderBy('test_item.id').limit(limit).offset(offset).execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },
    /** At most VARIETY_LIMIT rows in library order (issue #18: no call answers an unbounded table). */
    varieties(f: { keyword?: string; category?: string }) {
      let q = db.selectFrom('test_variety_library').select(['id', 'name', 'pinyin', 'category']);
      if (f.category) q = q.where('category', '=', f.category);
      if (f.keyword) {
        const pattern = containsPattern(f.keyword);
        q = q.where((eb) => eb.or([ilike(eb.ref('name'), pattern), ilike(eb.ref('pinyin'), pattern)]));
      }
      return q.orderBy('sort').orderBy('id').limit(VARIETY_LIMIT).execute();
    },
    /** The newest edition's monograph of each name, for "order these tests". */
    async monographIds(names: string[]): Promise<Map<string, number>> {
      if (!names.length) return new Map();
      const rows = await db.selectFrom('pharmacopoeia_monograph').select(['id', 'name', 'edition']).where('name', 'in', names).orderBy('edition', 'desc').orderBy('id').execute();
      const out = new Map<string, number>();
      for (const r of rows) if (!out.has(r.name)) out.set(r.name, r.id);
      return out;
    },
    async traits() {
      const [rows, counts] = await Promise.all([
        db.selectFrom('test_trait_library').select(['id', 'name', 'description']).orderBy('sort').orderBy('id').execute(),
        db.selectFrom('test_item').select(['trait', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('trait').execute(),
      ]);
      const byTrait = new Map(counts.map((c) => [c.trait, Number(c.n)]));
      return rows.map((r) => ({ ...r, itemCount: byTrait.get(r.name) ?? 0 }));
    },
  };
}
