import type { Supplier } from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createSupplierRepository } from './repository';

type Row = Awaited<ReturnType<ReturnType<typeof createSupplierRepository>['premium']>>[number];

const toSupplier = (r: Row): Supplier => ({
  id: r.member_id,
  name: r.name,
  region: r.region,
  mainProducts: r.main_products,
  logo: r.logo_url,
  listedCount: Number(r.listed_count ?? 0),
  premium: r.premium === 1,
});

/** §7 sysMember/getPremiumMember and getRecommendSupplier: the flags operators set on supplier profiles. */
export function createSupplierService(db: Kysely<Database>) {
  const repo = createSupplierRepository(db);
  return {
    premium: async (limit: number) => (await repo.premium(limit)).map(toSupplier),
    recommended: async (limit: number) => (await repo.recommended(limit)).map(toSupplier),
  };
}
export type SupplierService = ReturnType<typeof createSupplierService>;
