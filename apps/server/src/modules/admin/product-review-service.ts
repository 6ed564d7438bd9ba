import { ADMIN_AUDIT_ACTIONS, ADMIN_MESSAGES, type AdminProductPage, GOODS_STATUS_LABELS, type GoodsStatus, type adminProductQuerySchema, toPageResult } from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { coverOf } from '../products/mappers';
import { type ReviewAction, type ReviewRecorder, reviewProduct } from '../products/moves';
import type { AdminActor, AdminTrail } from '../audit/operator-trail';
import type { NoticeSink } from '../notifications/writer';
import { createAdminProductRepository } from './product-review-repository';

const MESSAGES = { notFound: ADMIN_MESSAGES.productNotFound, notInReview: ADMIN_MESSAGES.productNotInReview };
const ACTION: Record<ReviewAction, string> = { approve: ADMIN_AUDIT_ACTIONS.productApprove, reject: ADMIN_AUDIT_ACTIONS.productReject };

/** §4 goods status 1 → 2 (listed) / 4 (rejected, with a reason the owner sees): the products module's move, logged by the trail. */
export function createAdminProductReviewService({ db, clock, trail, notices }: { db: Kysely<Database>; clock: Clock; trail: AdminTrail; notices: NoticeSink }) {
  const repo = createAdminProductRepository(db);

  /** Also given to changePublishProduct, so a verdict made there is logged (and its owner told, issue #22) the same way. */
  const recorder =
    (actor: AdminActor): ReviewRecorder =>
    async (trx, product, action, reason) => {
      await trail.record(trx, actor, ACTION[action], `产品#${product.id}（${product.name}）`, reason);
      const audience = await notices.write(trx, action === 'approve' ? 'productApproved' : 'productRejected', { memberId: product.member_id, subject: product.name, reason });
      return () => notices.announce(audience);
    };

  const review = (actor: AdminActor, id: number, action: ReviewAction, reason: string | null) => reviewProduct({ db, clock }, { id, action, reason }, MESSAGES, recorder(actor));

  return {
    recorder,
    async query(q: z.output<typeof adminProductQuerySchema>): Promise<AdminProductPage> {
      const { rows, total } = await repo.page({ status: q.status, keyword: q.keyword || undefined, categoryId: q.categoryId }, q.pageSize, (q.pageNum - 1) * q.pageSize);
      const list = rows.map((r) => ({
        id: r.id,
        name: r.name,
        categoryId: r.category_id,
        categoryName: r.category_name,
        images: r.images,
        cover: coverOf(r.images),
        priceFen: Number(r.price_fen),
        unit: r.unit,
        specification: r.specification,
        origin: r.origin,
        stock: r.stock,
        description: r.description,
        contactName: r.contact_name,
        contactPhone: r.contact_phone,
        supplier: { memberId: r.member_id, account: r.user_account, companyName: r.company_name },
        goodsStatus: r.goods_status as GoodsStatus,
        goodsStatusName: GOODS_STATUS_LABELS[r.goods_status as GoodsStatus],
        rejectReason: r.reject_reason,
        updatedAt: r.updated_at,
        createdAt: r.created_at,
      }));
      return toPageResult(list, total, q);
    },
    approve: (actor: AdminActor, id: number) => review(actor, id, 'approve', null),
    reject: (actor: AdminActor, id: number, reason: string) => review(actor, id, 'reject', reason),
  };
}
