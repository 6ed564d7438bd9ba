import type { QualificationFlag, TestService } from '@tcm/shared';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { containsPattern, ilike } from '../../lib/sql-like';
import { LISTED, TEST_ITEM_COLUMNS, type TestItemRow, qualificationsOf, toTestItem } from './columns';

export interface ServiceFilter {
  institutionId?: number;
  testItemIds?: number[];
  categoryIds?: number[];
  keyword?: string;
  /** Services whose variety list names one of these herbs exactly. */
  varietyNames?: string[];
  qualification?: QualificationFlag;
}

type Query = SelectQueryBuilder<Database, 'institution_test_service' | 'test_item' | 'service_category' | 'institution', object>;

/** `,a,b,` contains `,name,` — whole names only (黄芪 does not match 红芪). */
const varietyPattern = (name: string) => `%,${name.replace(/[\\%_]/g, (c) => `\\${c}`)},%`;

/** Services on offer by listed institutions. Item filters OR together; the rest AND. */
function offered(db: Kysely<Database>, f: ServiceFilter): Query {
  let q = db
    .selectFrom('institution_test_service')
    .innerJoin('test_item', 'test_item.id', 'institution_test_service.test_item_id')
    .innerJoin('service_category', 'service_category.id', 'test_item.category_id')
    .innerJoin('institution', 'institution.id', 'institution_test_service.institution_id')
    .where('institution_test_service.status', '=', 1)
    .where('institution.status', '=', LISTED);
  if (f.institutionId) q = q.where('institution_test_service.institution_id', '=', f.institutionId);
  if (f.categoryIds) q = q.where('test_item.category_id', 'in', f.categoryIds.length ? f.categoryIds : [0]);
  if (f.qualification) q = q.where(f.qualification === 1 ? 'institution_test_service.cma' : 'institution_test_service.cnas', '=', 1);
  if (f.keyword) {
    const pattern = containsPattern(f.keyword);
    q = q.where((eb) => eb.or([ilike(eb.ref('test_item.name'), pattern), ilike(eb.ref('institution_test_service.varieties'), pattern)]));
  }
  const { testItemIds = [], varietyNames = [] } = f;
  if (testItemIds.length || varietyNames.length) {
    q = q.where((eb) =>
      eb.or([
        ...(testItemIds.length ? [eb('institution_test_service.test_item_id', 'in', testItemIds)] : []),
        ...varietyNames.map((n) => sql<boolean>`(',' || ${eb.ref('institution_test_service.varieties')} || ',') like ${varietyPattern(n)} escape '\\'`),
      ]),
    );
  }
  return q;
}

const COLUMNS = [
  'institution_test_service.id',
  'institution_test_service.institution_id',
  'institution.name as institution_name',
  'institution_test_service.price_fen',
  'institution_test_service.period_days',
  'institution_test_service.cma',
  'institution_test_service.cnas',
  'institution_test_service.varieties',
  ...TEST_ITEM_COLUMNS,
] as const;

type Row = TestItemRow & {
  id: number;
  institution_id: number;
  institution_name: string;
  price_fen: number;
  period_days: number;
  cma: number;
  cnas: number;
  varieties: string;
};

const toService = (r: Row): TestService => ({
  id: r.id,
  institutionId: r.institution_id,
  institutionName: r.institution_name,
  testItem: toTestItem(r),
  priceFen: r.price_fen,
  periodDays: r.period_days,
  qualifications: qualificationsOf(r),
  varieties: r.varieties ? r.varieties.split(',') : [],
});

export function createTestServiceRepository(db: Kysely<Database>) {
  return {
    /** One institution's services in catalogue order; otherwise the cheapest first. */
    async page(f: ServiceFilter, limit: number, offset: number): Promise<{ list: TestService[]; total: number }> {
      let rows = offered(db, f).select(COLUMNS);
      rows = f.institutionId
        ? rows.orderBy('service_category.sort').orderBy('test_item.sort').orderBy('test_item.id')
        : rows.orderBy('institution_test_service.price_fen').orderBy('institution.rating_x10', 'desc');
      const [list, count] = await Promise.all([
        rows.orderBy('institution_test_service.id').limit(limit).offset(offset).execute(),
        offered(db, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { list: list.map(toService), total: Number(count.n) };
    },
    /** Every matching service (queryProvideCompany groups them by institution). */
    async all(f: ServiceFilter): Promise<TestService[]> {
      const rows = await offered(db, f).select(COLUMNS).orderBy('institution_test_service.price_fen').orderBy('institution_test_service.id').execute();
      return rows.map(toService);
    },
    async findOffered(id: number): Promise<TestService | undefined> {
      const r = await offered(db, {}).select(COLUMNS).where('institution_test_service.id', '=', id).executeTakeFirst();
      return r && toService(r);
    },
    async byIds(ids: number[]): Promise<TestService[]> {
      if (!ids.length) return [];
      const rows = await offered(db, {}).select(COLUMNS).where('institution_test_service.id', 'in', ids).execute();
      return rows.map(toService);
    },
  };
}
export type TestServiceRepository = ReturnType<typeof createTestServiceRepository>;
