import { getEndpoint } from '../endpoint';
import type * as Products from '../products';

/** §7 sysMember/getPremiumMember and getRecommendSupplier (unprefixed, public): the flags operators set on supplier profiles. */
export const supplierCalls = {
  /** 优质会员 (the mall's side column). */
  getPremiumMember: getEndpoint<typeof Products.supplierListQuerySchema, Products.Supplier[]>('/sysMember/getPremiumMember'),
  /** 推荐供应商 (home page and the mall's side column). */
  getRecommendSupplier: getEndpoint<typeof Products.supplierListQuerySchema, Products.Supplier[]>('/sysMember/getRecommendSupplier'),
} as const;
