import { type FindSettleCompanyQuery, type InstitutionCard, REGIONS } from '@tcm/shared';
import type { Kysely, Selectable, SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import type { InstitutionTable } from '../../db/schema-institutions';
import { containsPattern, ilike } from '../../lib/sql-like';
import { LISTED, qualificationsOf } from './columns';

type InstitutionRow = Selectable<InstitutionTable>;
type Query = SelectQueryBuilder<Database, 'institution', object>;

export interface DirectoryFilter extends Omit<FindSettleCompanyQuery, 'categoryId' | 'pageNum' | 'pageSize' | 'sort'> {
  /** The chosen category with its children (resolved by the service). */
  categoryIds?: number[];
}

/** Listed institutions only: a suspended one never reaches a caller. */
function listed(db: Kysely<Database>, f: DirectoryFilter): Query {
  let q = db.selectFrom('institution').where('institution.status', '=', LISTED);
  if (f.region) q = q.where('institution.province', 'in', [...REGIONS[f.region]]);
  if (f.province) q = q.where('institution.province', '=', f.province);
  if (f.qualification) q = q.where(f.qualification === 1 ? 'institution.cma' : 'institution.cnas', '=', 1);
  if (f.keyword) {
    const pattern = containsPattern(f.keyword);
    q = q.where((eb) => ilike(eb.ref('institution.name'), pattern));
  }
  if (f.categoryIds || f.testItemId || f.testKeyword) {
    q = q.where((eb) => {
      let s = eb
        .selectFrom('institution_test_service as s')
        .innerJoin('test_item as ti', 'ti.id', 's.test_item_id')
        .select('s.id')
        .whereRef('s.institution_id', '=', 'institution.id')
        .where('s.status', '=', 1);
      if (f.categoryIds) s = s.where('ti.category_id', 'in', f.categoryIds.length ? f.categoryIds : [0]);
      if (f.testItemId) s = s.where('s.test_item_id', '=', f.testItemId);
      if (f.testKeyword) {
        const pattern = containsPattern(f.testKeyword);
        s = s.where((e) => e.or([ilike(e.ref('ti.name'), pattern), ilike(e.ref('ti.trait'), pattern), ilike(e.ref('s.varieties'), pattern)]));
      }
      return eb.exists(s);
    });
  }
  return q;
}

export function createInstitutionRepository(db: Kysely<Database>) {
  /** Per institution: service count and the top-level categories it offers (in category order). */
  async function offerings(ids: number[]): Promise<Map<number, { count: number; categories: string[] }>> {
    const out = new Map<number, { count: number; categories: string[] }>();
    if (!ids.length) return out;
    const [rows, categories] = await Promise.all([
      db
        .selectFrom('institution_test_service as s')
        .innerJoin('test_item as ti', 'ti.id', 's.test_item_id')
        .select(['s.institution_id', 'ti.category_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('s.institution_id', 'in', ids)
        .where('s.status', '=', 1)
        .groupBy(['s.institution_id', 'ti.category_id'])
        .execute(),
      db.selectFrom('service_category').select(['id', 'parent_id', 'name', 'sort']).orderBy('sort').orderBy('id').execute(),
    ]);
    const topOf = new Map(categories.map((c) => [c.id, c.parent_id || c.id]));
    const order = categories.filter((c) => c.parent_id === 0);
    for (const id of ids) {
      const mine = rows.filter((r) => r.institution_id === id);
      const tops = new Set(mine.map((r) => topOf.get(r.category_id)));
      out.set(id, { count: mine.reduce((n, r) => n + Number(r.n), 0), categories: order.filter((c) => tops.has(c.id)).map((c) => c.name) });
    }
    return out;
  }

  async function toCards(rows: InstitutionRow[]): Promise<InstitutionCard[]> {
    const extra = await offerings(rows.map((r) => r.id));
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      logoUrl: r.logo_url,
      province: r.province,
      city: r.city,
      qualifications: qualificationsOf(r),
      rating: r.rating_x10 / 10,
      orderCount: r.order_count,
      serviceCount: extra.get(r.id)?.count ?? 0,
      categoryNames: extra.get(r.id)?.categories ?? [],
      createdAt: r.created_at,
    }));
  }

  return {
    toCards,
    async page(f: DirectoryFilter, sort: FindSettleCompanyQuery['sort'], limit: number, offset: number): Promise<{ list: InstitutionCard[]; total: number }> {
      let rows = listed(db, f).selectAll('institution');
      if (sort === 'rating') rows = rows.orderBy('institution.rating_x10', 'desc').orderBy('institution.order_count', 'desc');
      if (sort === 'orders') rows = rows.orderBy('institution.order_count', 'desc');
      if (sort === 'newest') rows = rows.orderBy('institution.created_at', 'desc');
      const [list, count] = await Promise.all([
        rows.orderBy('institution.id', 'desc').limit(limit).offset(offset).execute(),
        listed(db, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { list: await toCards(list), total: Number(count.n) };
    },
    async recommended(limit: number): Promise<InstitutionCard[]> {
      const rows = await listed(db, {})
        .selectAll('institution')
        .orderBy('institution.recommend', 'desc')
        .orderBy('institution.rating_x10', 'desc')
        .orderBy('institution.id')
        .limit(limit)
        .execute();
      return toCards(rows);
    },
    findListed(id: number) {
      return listed(db, {}).selectAll('institution').where('institution.id', '=', id).executeTakeFirst();
    },
    listedByIds(ids: number[]) {
      return ids.length ? listed(db, {}).selectAll('institution').where('institution.id', 'in', ids).execute() : Promise.resolve([]);
    },
    /** Service totals of one institution by top-level category, and its lowest price. */
    async serviceSummary(id: number) {
      const rows = await db
        .selectFrom('institution_test_service as s')
        .innerJoin('test_item as ti', 'ti.id', 's.test_item_id')
        .innerJoin('service_category as c', 'c.id', 'ti.category_id')
        .select(['c.id', 'c.parent_id', 's.price_fen'])
        .where('s.institution_id', '=', id)
        .where('s.status', '=', 1)
        .execute();
      return rows;
    },
    async codeTaken(unifyCode: string): Promise<boolean> {
      return !!(await db.selectFrom('institution').select('id').where('unify_code', '=', unifyCode).executeTakeFirst());
    },
  };
}
export type InstitutionRepository = ReturnType<typeof createInstitutionRepository>;
