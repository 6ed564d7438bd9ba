import { GOODS_STATUS } from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { containsPattern, ilike } from '../../lib/sql-like';

export interface AdminProductFilter {
  status: number;
  keyword?: string;
  /** A top-level category stands for itself and its children. */
  categoryId?: number;
}

/** Products as a reviewer sees them: category, and the supplier's account and company. */
export function createAdminProductRepository(db: Kysely<Database>) {
  const products = (f: AdminProductFilter) => {
    let q = db
      .selectFrom('publish_product as p')
      .innerJoin('product_category as c', 'c.id', 'p.category_id')
      .innerJoin('sys_member as m', 'm.id', 'p.member_id')
      .leftJoin('sys_company as co', 'co.id', 'm.company_id')
      .where('p.goods_status', '=', f.status);
    if (f.categoryId) {
      const id = f.categoryId;
      q = q.where((eb) => eb.or([eb('p.category_id', '=', id), eb('c.parent_id', '=', id)]));
    }
    if (f.keyword) {
      const p = containsPattern(f.keyword);
      q = q.where((eb) =>
        eb.or([ilike(eb.ref('p.name'), p), ilike(eb.ref('m.user_account'), p), ilike(eb.fn.coalesce('co.company_name', eb.val('')), p), ilike(eb.fn.coalesce('m.real_name', eb.val('')), p)]),
      );
    }
    return q;
  };
  return {
    /** The review queue is worked from the front (oldest submission first); the other tabs show the latest first. */
    async page(f: AdminProductFilter, limit: number, offset: number) {
      const direction = f.status === GOODS_STATUS.IN_REVIEW ? 'asc' : 'desc';
      const [rows, count] = await Promise.all([
        products(f)
          .selectAll('p')
          .select(['c.name as category_name', 'm.user_account', 'co.company_name'])
          .orderBy('p.updated_at', direction)
          .orderBy('p.id', direction)
          .limit(limit)
          .offset(offset)
          .execute(),
        products(f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },
  };
}
