import { PRODUCT_MOVES, type ProductAction, type ProductMoveResult } from '@tcm/shared';
import type { Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import type { PublishProductTable } from '../../db/schema-products';
import { type Clock, iso } from '../../lib/clock';
import { BusinessError } from '../../lib/errors';
import { createProductRepository } from './repository';

/** Columns each move sets besides status and time: a reason on reject, the listing time on approve … */
const MOVE_PATCH: Record<ProductAction, (reason: string | null, now: string) => Updateable<PublishProductTable>> = {
  submit: () => ({ reject_reason: null }),
  // A product off the shelf leaves the home page too; the owner recommends it again once relisted.
  delist: () => ({ recommended: 0, recommended_at: null }),
  approve: (_, now) => ({ listed_at: now }),
  reject: (reason) => ({ reject_reason: reason }),
};

export const moveOf = (action: ProductAction) => PRODUCT_MOVES.find((m) => m.action === action)!;

/**
 * Applies `action` to the product if it is still in `fromStatus` (and still `ownerId`'s, unless
 * null): false when another move came first. The §4 table in packages/shared says where it goes.
 */
export async function applyMove(db: Kysely<Database>, p: { id: number; fromStatus: number; ownerId: number | null }, action: ProductAction, reason: string | null, now: string): Promise<boolean> {
  const patch = { ...MOVE_PATCH[action](reason, now), goods_status: moveOf(action).to, updated_at: now };
  return createProductRepository(db).update(p.id, p.ownerId, [p.fromStatus], patch);
}

export type ReviewAction = Extract<ProductAction, 'approve' | 'reject'>;
/** The moves the §4 table gives to the operator. */
export const isReview = (action: ProductAction): action is ReviewAction => moveOf(action).actor === 'operator';
/**
 * Called inside the review's transaction, so the audit row (and the owner's notification) commits
 * with the move or not at all; what it answers runs after the commit (the announcement, issue #22).
 */
export type ReviewRecorder = (trx: Kysely<Database>, product: { id: number; name: string; member_id: number }, action: ReviewAction, reason: string | null) => Promise<AfterCommit | void>;
export type AfterCommit = () => Promise<void>;

/**
 * An operator's verdict on a product in review (1 → 2 listed, 1 → 4 rejected), for both
 * changePublishProduct and the console; each caller names its own refusals. The caller has
 * checked that the actor is an operator and that a reject has a reason.
 */
export async function reviewProduct(
  deps: { db: Kysely<Database>; clock: Clock },
  b: { id: number; action: ReviewAction; reason: string | null },
  messages: { notFound: string; notInReview: string },
  record: ReviewRecorder,
): Promise<ProductMoveResult> {
  const row = await createProductRepository(deps.db).reviewTarget(b.id);
  if (!row) throw new BusinessError(messages.notFound);
  const move = moveOf(b.action);
  if (!move.from.includes(row.goods_status as never)) throw new BusinessError(messages.notInReview);
  const now = iso(deps.clock.now());
  const afterCommit = await deps.db.transaction().execute(async (trx) => {
    if (!(await applyMove(trx, { id: row.id, fromStatus: row.goods_status, ownerId: null }, b.action, b.reason, now))) throw new BusinessError(messages.notInReview);
    return record(trx, row, b.action, b.reason);
  });
  await afterCommit?.();
  return { id: row.id, goodsStatus: move.to };
}
