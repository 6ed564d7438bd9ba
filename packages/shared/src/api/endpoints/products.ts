import { getEndpoint, postEndpoint } from '../endpoint';
import type * as Products from '../products';

/**
 * `productCalls`: §7 productCategory and publishProduct (unprefixed): members' own listings, the review moves and the public mall.
 * @tcm/shared re-exports this file as a namespace (`export * as productCalls`), so a page carries only
 * the descriptors it uses.
 */

/** Public: the whole two-level category tree. */
export const getProductCategory = getEndpoint<undefined, Products.ProductCategory[]>('/productCategory/getProductCategory');
/** A new product of mine, saved as a draft. */
export const addPublishProduct = postEndpoint<typeof Products.productFormSchema, Products.ProductDetail>('/publishProduct/addPublishProduct');
/** Only while a draft, delisted or rejected. */
export const editPublishProduct = postEndpoint<typeof Products.editProductBodySchema, Products.ProductDetail>('/publishProduct/editPublishProduct');
/** A §4 goods-status move: the member's submit and delist, an operator's approve and reject. */
export const changePublishProduct = postEndpoint<typeof Products.changeProductBodySchema, Products.ProductMoveResult>('/publishProduct/changePublishProduct');
/** A listed product of mine onto the home page, or off it. */
export const recommendProduct = postEndpoint<typeof Products.recommendProductBodySchema, null>('/publishProduct/recommendProduct');
/** A GET that deletes (a draft of mine), as §7 has it. */
export const deletePublishProduct = getEndpoint<typeof Products.productIdQuerySchema, null>('/publishProduct/deletePublishProduct');
/** My products in any status, paged. */
export const findMyProduct = getEndpoint<typeof Products.findMyProductQuerySchema, Products.ProductPage>('/publishProduct/findMyProduct');
/** Mine that are on the home page. */
export const findMyRecommendProduct = getEndpoint<typeof Products.findMyProductQuerySchema, Products.ProductPage>('/publishProduct/findMyRecommendProduct');
/** Public: a listed product for anyone, or one's own in any status (the phone masked for visitors). */
export const getPublishProduct = getEndpoint<typeof Products.productIdQuerySchema, Products.ProductDetail>('/publishProduct/getPublishProduct');
/** Public: listed products only, filtered and paged. */
export const findMallProduct = getEndpoint<typeof Products.findMallProductQuerySchema, Products.ProductPage>('/publishProduct/findMallProduct');
