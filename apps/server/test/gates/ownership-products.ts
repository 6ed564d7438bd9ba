import type { GoodsStatus } from '@tcm/shared';
import { leafCategory, productAt, productForm, uploadImage } from '../helpers/products';
import type { OwnershipAttempt, OwnershipContext, OwnershipRow } from './ownership-matrix';

/**
 * Ownership rows of issue #10. Member A owns a product, driven to the status where the call would
 * succeed for A; member B and a visitor must be refused and change nothing.
 */
const P = '/publishProduct';
const listed = (id: number) => (r: { retcode: number; data: unknown }) => r.retcode === 1 && JSON.stringify(r.data).includes(`"id":${id},`);

function productRow(method: 'GET' | 'POST', path: string, status: GoodsStatus, build: (id: number, ctx: OwnershipContext) => Promise<Omit<OwnershipAttempt, 'method' | 'url'>>): OwnershipRow {
  return {
    route: `${method} ${P}/${path}`,
    makeAsOwner: async (ctx) => {
      const id = await productAt(ctx.app, ctx.owner.headers, status);
      return { method, url: `${P}/${path}`, ...(await build(id, ctx)) };
    },
  };
}

export const PRODUCT_OWNERSHIP_ROWS: OwnershipRow[] = [
  productRow('POST', 'editPublishProduct', 0, async (id, ctx) => ({ body: { ...productForm(await leafCategory(ctx.app), await uploadImage(ctx.app, ctx.owner.headers)), id } })),
  productRow('POST', 'changePublishProduct', 0, async (id) => ({ body: { id, action: 'submit' } })),
  productRow('POST', 'recommendProduct', 2, async (id) => ({ body: { id, recommend: true } })),
  productRow('GET', 'deletePublishProduct', 0, async (id) => ({ query: { id: String(id) } })),
  productRow('GET', 'findMyProduct', 0, async (id) => ({ leaks: listed(id) })),
  productRow('GET', 'findMyRecommendProduct', 2, async (id, ctx) => {
    await ctx.app.inject({ method: 'POST', url: `${P}/recommendProduct`, headers: ctx.owner.headers, payload: { id, recommend: true } });
    return { leaks: listed(id) };
  }),
  // Public for listed products; a draft is the owner's alone.
  productRow('GET', 'getPublishProduct', 0, async (id) => ({ query: { id: String(id) } })),
];
