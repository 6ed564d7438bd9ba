import { getEndpoint, postEndpoint } from '../endpoint';
import type {
  ProductCategory,
  ProductDetail,
  ProductMoveResult,
  ProductPage,
  changeProductBodySchema,
  editProductBodySchema,
  findMallProductQuerySchema,
  findMyProductQuerySchema,
  productFormSchema,
  productIdQuerySchema,
  recommendProductBodySchema,
} from '../products';

/** §7 productCategory and publishProduct (unprefixed): members' own listings, the review moves and the public mall. */
export const productCalls = {
  /** Public: the whole two-level category tree. */
  getProductCategory: getEndpoint<undefined, ProductCategory[]>('/productCategory/getProductCategory'),
  /** A new product of mine, saved as a draft. */
  addPublishProduct: postEndpoint<typeof productFormSchema, ProductDetail>('/publishProduct/addPublishProduct'),
  /** Only while a draft, delisted or rejected. */
  editPublishProduct: postEndpoint<typeof editProductBodySchema, ProductDetail>('/publishProduct/editPublishProduct'),
  /** A §4 goods-status move: the member's submit and delist, an operator's approve and reject. */
  changePublishProduct: postEndpoint<typeof changeProductBodySchema, ProductMoveResult>('/publishProduct/changePublishProduct'),
  /** A listed product of mine onto the home page, or off it. */
  recommendProduct: postEndpoint<typeof recommendProductBodySchema, null>('/publishProduct/recommendProduct'),
  /** A GET that deletes (a draft of mine), as §7 has it. */
  deletePublishProduct: getEndpoint<typeof productIdQuerySchema, null>('/publishProduct/deletePublishProduct'),
  /** My products in any status, paged. */
  findMyProduct: getEndpoint<typeof findMyProductQuerySchema, ProductPage>('/publishProduct/findMyProduct'),
  /** Mine that are on the home page. */
  findMyRecommendProduct: getEndpoint<typeof findMyProductQuerySchema, ProductPage>('/publishProduct/findMyRecommendProduct'),
  /** Public: a listed product for anyone, or one's own in any status (the phone masked for visitors). */
  getPublishProduct: getEndpoint<typeof productIdQuerySchema, ProductDetail>('/publishProduct/getPublishProduct'),
  /** Public: listed products only, filtered and paged. */
  findMallProduct: getEndpoint<typeof findMallProductQuerySchema, ProductPage>('/publishProduct/findMallProduct'),
} as const;
