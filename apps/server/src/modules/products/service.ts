import {
  GOODS_STATUS,
  MAX_RECOMMENDED_PRODUCTS,
  OPERATOR_MESSAGES,
  PRODUCT_DELETABLE_STATUSES,
  PRODUCT_EDITABLE_STATUSES,
  PRODUCT_MESSAGES,
  type PageResult,
  type ProductCategory,
  type ProductDetail,
  type ProductMoveResult,
  type ProductSummary,
  type changeProductBodySchema,
  type editProductBodySchema,
  type findMallProductQuerySchema,
  type findMyProductQuerySchema,
  type productFormSchema,
  type recommendProductBodySchema,
  toPageResult,
} from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { type Clock, iso } from '../../lib/clock';
import { BusinessError } from '../../lib/errors';
import { claimUploads } from '../files/claims';
import { reindexProduct, unindexProduct } from '../search/product-index';
import type { OperatorService } from '../operators/service';
import type { NoticeSink } from '../notifications/writer';
import type { ActiveSession } from '../sessions/service';
import { toCategoryTree, toDetail, toSummary } from './mappers';
import { type ReviewRecorder, applyMove, isReview, moveOf, reviewProduct } from './moves';
import { checkProductForm } from './product-form';
import { type ProductFilter, type ProductOrder, createProductRepository } from './repository';

type MallQuery = z.output<typeof findMallProductQuerySchema>;
type MyQuery = z.output<typeof findMyProductQuerySchema>;

/**
 * §4 goods: a member's own listings (add, edit, delete, submit, delist, recommend), the operator's
 * review, and the public mall. Every move is an update conditional on the status read.
 */
export function createProductService({ db, clock, operators, notices }: { db: Kysely<Database>; clock: Clock; operators: OperatorService; notices: NoticeSink }) {
  const repo = createProductRepository(db);

  async function own(session: ActiveSession, id: number) {
    const row = await repo.byId(id);
    if (!row || row.member_id !== session.memberId) throw new BusinessError(PRODUCT_MESSAGES.notFound);
    return row;
  }

  async function page(f: ProductFilter, order: ProductOrder, q: { pageNum: number; pageSize: number }): Promise<PageResult<ProductSummary>> {
    const { rows, total } = await repo.page(f, order, q.pageSize, (q.pageNum - 1) * q.pageSize);
    return toPageResult(rows.map(toSummary), total, q);
  }

  /** A top-level category stands for itself and its children; an unknown one matches nothing. */
  async function categoryFamily(id: number): Promise<number[]> {
    const all = await repo.categories();
    return all.filter((c) => c.id === id || c.parent_id === id).map((c) => c.id);
  }

  async function detailOf(id: number, viewerId: number | null): Promise<ProductDetail> {
    const row = await repo.byId(id);
    if (!row) throw new BusinessError(PRODUCT_MESSAGES.notInMall);
    const owner = row.member_id === viewerId;
    const operator = !owner && viewerId !== null && row.goods_status !== GOODS_STATUS.LISTED && (await operators.resolve(viewerId)) !== null;
    if (!owner && !operator && row.goods_status !== GOODS_STATUS.LISTED) throw new BusinessError(PRODUCT_MESSAGES.notInMall);
    const reports = (await repo.reportsOf(row.id)).map((r) => ({ code: r.verify_code, sampleName: r.sample_name, institutionName: r.institution_name, issuedAt: r.issued_at }));
    return toDetail(row, reports, { privileged: owner || operator, visitor: viewerId === null });
  }

  return {
    async categories(): Promise<ProductCategory[]> {
      return toCategoryTree(await repo.categories());
    },

    /** A new product is a draft; the owner submits it for review with changePublishProduct. */
    async add(session: ActiveSession, b: z.output<typeof productFormSchema>): Promise<ProductDetail> {
      const { columns, reportIds } = await checkProductForm(repo, session.memberId, b);
      const now = iso(clock.now());
      const id = await db.transaction().execute(async (trx) => {
        const r = createProductRepository(trx);
        const newId = await r.insert({ ...columns, member_id: session.memberId, goods_status: GOODS_STATUS.DRAFT, recommended_at: null, reject_reason: null, listed_at: null, created_at: now, updated_at: now });
        await r.replaceReports(newId, reportIds);
        await claimUploads(trx, [columns.images]);
        await reindexProduct(trx, newId, columns);
        return newId;
      });
      return detailOf(id, session.memberId);
    },

    /** Only off the shelf and out of review (draft, delisted, rejected); the status stays as it was. */
    async edit(session: ActiveSession, b: z.output<typeof editProductBodySchema>): Promise<ProductDetail> {
      const row = await own(session, b.id);
      if (!PRODUCT_EDITABLE_STATUSES.includes(row.goods_status as never)) throw new BusinessError(PRODUCT_MESSAGES.editNotAllowed);
      const { columns, reportIds } = await checkProductForm(repo, session.memberId, b);
      await db.transaction().execute(async (trx) => {
        const r = createProductRepository(trx);
        if (!(await r.update(row.id, session.memberId, PRODUCT_EDITABLE_STATUSES, { ...columns, updated_at: iso(clock.now()) }))) throw new BusinessError(PRODUCT_MESSAGES.editNotAllowed);
        await r.replaceReports(row.id, reportIds);
        await claimUploads(trx, [columns.images]);
        await reindexProduct(trx, row.id, columns);
      });
      return detailOf(row.id, session.memberId);
    },

    async remove(session: ActiveSession, id: number): Promise<void> {
      const row = await own(session, id);
      if (!PRODUCT_DELETABLE_STATUSES.includes(row.goods_status as never)) throw new BusinessError(PRODUCT_MESSAGES.deleteNotAllowed);
      await db.transaction().execute(async (trx) => {
        const r = createProductRepository(trx);
        await r.replaceReports(row.id, []);
        if (!(await r.remove(row.id, session.memberId, PRODUCT_DELETABLE_STATUSES))) throw new BusinessError(PRODUCT_MESSAGES.deleteNotAllowed);
        await unindexProduct(trx, row.id);
      });
    },

    /**
     * The owner submits and delists; only a platform operator approves or rejects (any member's
     * product), and `record` writes that verdict to the audit log in the move's transaction.
     */
    async change(session: ActiveSession, b: z.output<typeof changeProductBodySchema>, record: ReviewRecorder): Promise<ProductMoveResult> {
      const move = moveOf(b.action);
      if (isReview(b.action)) {
        if (!(await operators.resolve(session.memberId))) throw new BusinessError(OPERATOR_MESSAGES.operatorOnly);
        if (b.action === 'reject' && !b.reason) throw new BusinessError(PRODUCT_MESSAGES.rejectReasonRequired);
        const messages = { notFound: PRODUCT_MESSAGES.notFound, notInReview: PRODUCT_MESSAGES.statusNotAllowed };
        return reviewProduct({ db, clock }, { id: b.id, action: b.action, reason: b.reason || null }, messages, record);
      }
      const row = await own(session, b.id);
      if (!move.from.includes(row.goods_status as never)) throw new BusinessError(PRODUCT_MESSAGES.statusNotAllowed);
      // A product sent for review joins the operators' queue in the move's transaction (issue #22).
      const audience = await db.transaction().execute(async (trx) => {
        const moved = await applyMove(trx, { id: row.id, fromStatus: row.goods_status, ownerId: session.memberId }, b.action, null, iso(clock.now()));
        if (!moved) throw new BusinessError(PRODUCT_MESSAGES.statusNotAllowed);
        return b.action === 'submit' ? notices.write(trx, 'productSubmitted', { subject: row.name }) : null;
      });
      if (audience) await notices.announce(audience);
      return { id: row.id, goodsStatus: move.to };
    },

    /** Listed products only go onto the home page, at most MAX_RECOMMENDED_PRODUCTS per member; taking one off always works. */
    async recommend(session: ActiveSession, b: z.output<typeof recommendProductBodySchema>): Promise<void> {
      const row = await own(session, b.id);
      const now = iso(clock.now());
      if (!b.recommend) {
        await repo.update(row.id, session.memberId, [row.goods_status], { recommended: 0, recommended_at: null });
        return;
      }
      if (row.goods_status !== GOODS_STATUS.LISTED) throw new BusinessError(PRODUCT_MESSAGES.recommendNotListed);
      if (row.recommended === 1) return;
      const done = await db.transaction().execute(async (trx) => {
        const r = createProductRepository(trx);
        await r.lockMember(session.memberId);
        return r.recommend(row.id, session.memberId, MAX_RECOMMENDED_PRODUCTS, now);
      });
      if (!done) {
        const again = await own(session, b.id);
        if (again.recommended === 1) return;
        throw new BusinessError(again.goods_status === GOODS_STATUS.LISTED ? PRODUCT_MESSAGES.recommendLimit : PRODUCT_MESSAGES.recommendNotListed);
      }
    },

    mine(session: ActiveSession, q: MyQuery) {
      return page({ memberId: session.memberId, goodsStatus: q.goodsStatus, keyword: q.keyword || undefined }, 'updated', q);
    },
    myRecommended(session: ActiveSession, q: MyQuery) {
      return page({ memberId: session.memberId, recommended: true, goodsStatus: q.goodsStatus, keyword: q.keyword || undefined }, 'recommended', q);
    },

    /** The owner (and an operator) see any status; everyone else only listed products. Visitors get the phone masked. */
    detail: (id: number, viewerId: number | null) => detailOf(id, viewerId),

    async mall(q: MallQuery): Promise<PageResult<ProductSummary>> {
      const categoryIds = q.categoryId ? await categoryFamily(q.categoryId) : undefined;
      const f: ProductFilter = { goodsStatus: GOODS_STATUS.LISTED, categoryIds, keyword: q.keyword || undefined, memberId: q.supplierId, recommended: q.recommend === 1 };
      return page(f, q.recommend === 1 ? 'recommended' : 'listed', q);
    },
  };
}
export type ProductService = ReturnType<typeof createProductService>;
