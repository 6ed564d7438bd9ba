import {
  type CompanyEvaluationPage,
  type EvaluationSummary,
  type FindSettleCompanyQuery,
  INSTITUTION_MESSAGES,
  type InstitutionCard,
  type InstitutionDetail,
  type PageQuery,
  type PageResult,
  type ProvideCompany,
  type ProvideSort,
  type QualificationFlag,
  type ServiceCategory,
  type TestItem,
  type TestService,
  toPageResult,
} from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { BusinessError } from '../../lib/errors';
import { createCatalogRepository } from './catalog-repository';
import { createEvaluationRepository } from './evaluation-repository';
import { createInstitutionRepository } from './institution-repository';
import { createTestServiceRepository } from './test-service-repository';

const offset = (q: PageQuery) => (q.pageNum - 1) * q.pageSize;

const longestPeriod = (p: ProvideCompany) => Math.max(0, ...p.services.map((s) => s.periodDays));
const PROVIDE_ORDER: Record<ProvideSort, (a: ProvideCompany, b: ProvideCompany) => number> = {
  rating: () => 0,
  price: (a, b) => a.totalPriceFen - b.totalPriceFen,
  period: (a, b) => longestPeriod(a) - longestPeriod(b),
};

/** The public institution side: directory, detail, services, evaluations. Visitors see listed institutions only. */
export function createInstitutionService(db: Kysely<Database>) {
  const catalog = createCatalogRepository(db);
  const institutions = createInstitutionRepository(db);
  const services = createTestServiceRepository(db);
  const evaluations = createEvaluationRepository(db);

  const categoryScope = (id: number | undefined) => (id === undefined ? undefined : catalog.withChildren(id));

  async function requireListed(id: number) {
    const row = await institutions.findListed(id);
    if (!row) throw new BusinessError(INSTITUTION_MESSAGES.institutionNotFound);
    return row;
  }

  return {
    categoryTree: (): Promise<ServiceCategory[]> => catalog.tree(),
    async testItems(q: { categoryId?: number; keyword?: string }): Promise<TestItem[]> {
      return catalog.items({ categoryIds: await categoryScope(q.categoryId), keyword: q.keyword });
    },

    async directory(q: FindSettleCompanyQuery): Promise<PageResult<InstitutionCard>> {
      const { categoryId, pageNum, pageSize, sort, ...filter } = q;
      const { list, total } = await institutions.page({ ...filter, categoryIds: await categoryScope(categoryId) }, sort, pageSize, offset({ pageNum, pageSize }));
      return toPageResult(list, total, q);
    },

    recommended: (limit: number) => institutions.recommended(limit),

    async detail(id: number): Promise<InstitutionDetail> {
      const row = await requireListed(id);
      const [[card], offers, categories, evaluation] = await Promise.all([
        institutions.toCards([row]),
        institutions.serviceSummary(id),
        catalog.categoryRows(),
        evaluations.summary(id),
      ]);
      const counts = new Map<number, number>();
      for (const o of offers) counts.set(o.parent_id || o.id, (counts.get(o.parent_id || o.id) ?? 0) + 1);
      const certificates = [
        ...(row.cma && row.cma_cert_no ? [{ qualification: 1 as const, certNo: row.cma_cert_no, imageUrl: row.cma_cert_url }] : []),
        ...(row.cnas && row.cnas_cert_no ? [{ qualification: 2 as const, certNo: row.cnas_cert_no, imageUrl: row.cnas_cert_url }] : []),
      ];
      return {
        ...card!,
        unifyCode: row.unify_code,
        address: row.address,
        contactName: row.contact_name,
        contactPhone: row.contact_phone,
        email: row.email,
        intro: row.intro,
        certificates,
        services: {
          total: offers.length,
          minPriceFen: offers.length ? Math.min(...offers.map((o) => o.price_fen)) : null,
          categories: categories.filter((c) => counts.has(c.id)).map((c) => ({ id: c.id, name: c.name, count: counts.get(c.id)! })),
        },
        evaluation,
      };
    },

    async testServices(q: PageQuery & { institutionId?: number; testItemId?: number; categoryId?: number; keyword?: string; qualification?: number }): Promise<PageResult<TestService>> {
      const filter = {
        institutionId: q.institutionId,
        testItemIds: q.testItemId ? [q.testItemId] : undefined,
        categoryIds: await categoryScope(q.categoryId),
        keyword: q.keyword,
        qualification: q.qualification as QualificationFlag | undefined,
      };
      const { list, total } = await services.page(filter, q.pageSize, offset(q));
      return toPageResult(list, total, q);
    },

    /**
     * Institutions able to run every ticked test item on the sample, each with its cheapest service
     * per item: the herb is the sample, so it picks the services that take it (those naming it, and
     * those naming no herb: a 水分 test takes any) and never adds a line of its own (issue #20: it
     * was one more "need", bought as the cheapest service mentioning it). Only when nothing is
     * ticked does the herb ask for something: its cheapest service naming it (its identification).
     */
    async provide(b: { testItemIds: number[]; varietyNames: string[]; qualification?: number; sort?: ProvideSort } & PageQuery): Promise<PageResult<ProvideCompany>> {
      const itemIds = [...new Set(b.testItemIds)];
      const varieties = [...new Set(b.varietyNames)];
      const byItems = itemIds.length > 0;
      const matching = await services.all({
        ...(byItems ? { testItemIds: itemIds } : { varietyNames: varieties }),
        qualification: b.qualification as QualificationFlag | undefined,
      });
      const takesSample = (s: TestService) => s.varieties.length === 0 || varieties.every((v) => s.varieties.includes(v));
      const needsOf = (s: TestService): string[] =>
        byItems ? (itemIds.includes(s.testItem.id) && takesSample(s) ? [`i${s.testItem.id}`] : []) : varieties.filter((v) => s.varieties.includes(v)).map((v) => `v${v}`);
      const byInstitution = new Map<number, Map<string, TestService>>();
      for (const s of matching) {
        // Sorted by price: the first service that meets a need is its cheapest.
        const met = byInstitution.get(s.institutionId) ?? new Map<string, TestService>();
        for (const need of needsOf(s)) if (!met.has(need)) met.set(need, s);
        byInstitution.set(s.institutionId, met);
      }
      const wanted = byItems ? itemIds.length : varieties.length;
      const ids = [...byInstitution].filter(([, met]) => met.size === wanted).map(([id]) => id);
      const cards = (await institutions.toCards(await institutions.listedByIds(ids))).sort((x, y) => y.rating - x.rating || y.orderCount - x.orderCount || x.id - y.id);
      const offers = cards.map((institution) => {
        const chosen = [...new Map([...byInstitution.get(institution.id)!.values()].map((s) => [s.id, s])).values()];
        return { institution, services: chosen, totalPriceFen: chosen.reduce((n, s) => n + s.priceFen, 0) };
      });
      // Sorted over every offer before paging, so page 2 continues page 1; ties keep the rating order.
      offers.sort(PROVIDE_ORDER[b.sort ?? 'rating']);
      return toPageResult(offers.slice(offset(b), offset(b) + b.pageSize), offers.length, b);
    },

    async evaluations(q: PageQuery & { companyId: number }): Promise<CompanyEvaluationPage> {
      await requireListed(q.companyId);
      const [list, summary] = await Promise.all([evaluations.page(q.companyId, q.pageSize, offset(q)), evaluations.summary(q.companyId)]);
      return { ...toPageResult(list, summary.count, q), summary };
    },

    /** The public score of an institution (approved evaluations only), listed or not: the workbench shows its own. */
    evaluationSummary(institutionId: number): Promise<EvaluationSummary> {
      return evaluations.summary(institutionId);
    },
  };
}
export type InstitutionService = ReturnType<typeof createInstitutionService>;
