import {
  type PageQuery,
  type PageResult,
  type ServiceCategoryRow,
  TESTING_BASIS_OPTIONS,
  type TestBasisOption,
  type TestItem,
  type TestTrait,
  type TestVariety,
  toPageResult,
} from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toTestItem } from '../institutions/columns';
import { createCatalogueRepository } from './repository';

/** §7 serviceCategory/findServiceCategory, getTestBasis, testItem/findTestItem and the two libraries. */
export function createCatalogueService(db: Kysely<Database>) {
  const repo = createCatalogueRepository(db);
  const offset = (q: PageQuery) => (q.pageNum - 1) * q.pageSize;

  return {
    async categories(q: PageQuery & { parentId?: number; keyword?: string }): Promise<PageResult<ServiceCategoryRow>> {
      const [{ rows, total }, counts, parents] = await Promise.all([repo.categoryPage(q, q.pageSize, offset(q)), repo.itemCounts(), repo.parentsOf()]);
      // A top-level category counts its children's items too.
      const countOf = (id: number) => (counts.get(id) ?? 0) + [...parents].filter(([, p]) => p === id).reduce((n, [child]) => n + (counts.get(child) ?? 0), 0);
      return toPageResult(rows.map((r) => ({ id: r.id, parentId: r.parent_id, name: r.name, sort: r.sort, itemCount: countOf(r.id) })), total, q);
    },
    testBases: (): TestBasisOption[] => TESTING_BASIS_OPTIONS.map((o) => ({ ...o })),
    async testItems(q: PageQuery & { categoryId?: number; trait?: string; keyword?: string }): Promise<PageResult<TestItem>> {
      const categoryIds = q.categoryId ? await repo.withChildren(q.categoryId) : undefined;
      const { rows, total } = await repo.itemPage({ categoryIds, trait: q.trait, keyword: q.keyword }, q.pageSize, offset(q));
      return toPageResult(rows.map(toTestItem), total, q);
    },
    async varieties(q: { keyword?: string; category?: string }): Promise<TestVariety[]> {
      const rows = await repo.varieties(q);
      const monographs = await repo.monographIds(rows.map((r) => r.name));
      return rows.map((r) => ({ ...r, monographId: monographs.get(r.name) ?? null }));
    },
    traits: (): Promise<TestTrait[]> => repo.traits(),
  };
}
export type CatalogueService = ReturnType<typeof createCatalogueService>;
