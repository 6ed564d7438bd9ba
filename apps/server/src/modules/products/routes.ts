import {
  type ProductAction,
  PRODUCT_MESSAGES,
  changeProductBodySchema,
  editProductBodySchema,
  findMallProductQuerySchema,
  findMyProductQuerySchema,
  productFormSchema,
  productCalls as C,
  productIdQuerySchema,
  recommendProductBodySchema,
} from '@tcm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { OWNER_SCOPED } from '../../lib/route-config';
import { requireSession } from '../../plugins/auth';

const MEMBER = { auth: 'member' } as const;
const MEMBER_OWNED = { ...MEMBER, ...OWNER_SCOPED } as const;
const MOVED: Record<ProductAction, string> = {
  submit: PRODUCT_MESSAGES.submitted,
  delist: PRODUCT_MESSAGES.delisted,
  approve: PRODUCT_MESSAGES.approved,
  reject: PRODUCT_MESSAGES.rejected,
};

/** §7 productCategory and publishProduct (unprefixed): members' own listings, the review moves and the public mall. */
const productRoutes: FastifyPluginAsync = async (app) => {
  const { products, admin } = app.services;

  route(app, C.getProductCategory, {}, async () => ok(await products.categories()));

  // Not owner-scoped: it names no record and always makes the caller's own product.
  route(app, C.addPublishProduct, { config: MEMBER, schema: productFormSchema }, async (req) =>
    ok(await products.add(requireSession(req.session), req.body), PRODUCT_MESSAGES.saved),
  );
  route(app, C.editPublishProduct, { config: MEMBER_OWNED, schema: editProductBodySchema }, async (req) =>
    ok(await products.edit(requireSession(req.session), req.body), PRODUCT_MESSAGES.saved),
  );
  // Owner-scoped for submit and delist; approve and reject check the operator role in the service
  // and are logged by the console's trail, exactly as when made on /admin/products.
  route(app, C.changePublishProduct, { config: MEMBER_OWNED, schema: changeProductBodySchema }, async (req) => {
    const session = requireSession(req.session);
    const record = admin.products.recorder({ memberId: session.memberId, ip: req.ip });
    return ok(await products.change(session, req.body, record), MOVED[req.body.action]);
  });
  route(app, C.recommendProduct, { config: MEMBER_OWNED, schema: recommendProductBodySchema }, async (req) => {
    await products.recommend(requireSession(req.session), req.body);
    return ok(null, req.body.recommend ? PRODUCT_MESSAGES.recommended : PRODUCT_MESSAGES.recommendCancelled);
  });
  route(app, C.deletePublishProduct, { config: MEMBER_OWNED, schema: productIdQuerySchema }, async (req) => {
    await products.remove(requireSession(req.session), req.query.id);
    return ok(null, PRODUCT_MESSAGES.deleted);
  });
  route(app, C.findMyProduct, { config: MEMBER_OWNED, schema: findMyProductQuerySchema }, async (req) =>
    ok(await products.mine(requireSession(req.session), req.query)),
  );
  route(app, C.findMyRecommendProduct, { config: MEMBER_OWNED, schema: findMyProductQuerySchema }, async (req) =>
    ok(await products.myRecommended(requireSession(req.session), req.query)),
  );
  // Public: listed products for everyone; the owner (and an operator) also see the others.
  route(app, C.getPublishProduct, { schema: productIdQuerySchema }, async (req) =>
    ok(await products.detail(req.query.id, req.session?.memberId ?? null)),
  );
  route(app, C.findMallProduct, { schema: findMallProductQuerySchema }, async (req) => ok(await products.mall(req.query)));
};
export default productRoutes;
