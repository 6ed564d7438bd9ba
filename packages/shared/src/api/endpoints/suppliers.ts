import { getEndpoint } from '../endpoint';
import type * as Products from '../products';

/**
 * `supplierCalls`: §7 sysMember/getPremiumMember and getRecommendSupplier (unprefixed, public): the flags operators set on supplier profiles.
 * @tcm/shared re-exports this file as a namespace (`export * as supplierCalls`), so a page carries only
 * the descriptors it uses.
 */

/** 优质会员 (the mall's side column). */
export const getPremiumMember = getEndpoint<typeof Products.supplierListQuerySchema, Products.Supplier[]>('/sysMember/getPremiumMember');
/** 推荐供应商 (home page and the mall's side column). */
export const getRecommendSupplier = getEndpoint<typeof Products.supplierListQuerySchema, Products.Supplier[]>('/sysMember/getRecommendSupplier');
