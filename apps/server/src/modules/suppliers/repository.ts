import { GOODS_STATUS } from '@tcm/shared';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** Supplier profiles with the member's display name and how many products it has on the shelf. */
export function createSupplierRepository(db: Kysely<Database>) {
  const suppliers = () =>
    db
      .selectFrom('supplier_profile as s')
      .innerJoin('sys_member as m', 'm.id', 's.member_id')
      .leftJoin('sys_company as co', 'co.id', 'm.company_id')
      .select(['s.member_id', 's.region', 's.main_products', 's.logo_url', 's.premium', sql<string>`coalesce(co.company_name, m.real_name, m.user_account)`.as('name')])
      .select((eb) =>
        eb
          .selectFrom('publish_product as p')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('p.member_id', '=', 's.member_id')
          .where('p.goods_status', '=', GOODS_STATUS.LISTED)
          .as('listed_count'),
      );
  return {
    premium(limit: number) {
      return suppliers().where('s.premium', '=', 1).orderBy('s.created_at').orderBy('s.member_id').limit(limit).execute();
    },
    recommended(limit: number) {
      return suppliers().where('s.recommend', '>', 0).orderBy('s.recommend').orderBy('s.member_id').limit(limit).execute();
    },
  };
}
