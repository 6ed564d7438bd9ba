import { PRODUCT_DELETABLE_STATUSES, PRODUCT_EDITABLE_STATUSES, PRODUCT_MOVES, type GoodsStatus, type ProductAction } from '@tcm/shared';

/** What the owner's row offers; each maps to one call. `recommend` toggles the home-page pick. */
export type OwnerAction = 'edit' | 'delete' | 'recommend' | Extract<ProductAction, 'submit' | 'delist'>;

/**
 * The owner's buttons for a product, read from the shared tables (the server checks the same
 * ones): edit where editable, the member's moves from this status, delete for drafts, and
 * the home-page pick for listed products. 审核中 offers nothing.
 */
export function ownerActions(goodsStatus: GoodsStatus): OwnerAction[] {
  const actions: OwnerAction[] = [];
  if (PRODUCT_EDITABLE_STATUSES.includes(goodsStatus)) actions.push('edit');
  for (const move of PRODUCT_MOVES) {
    if (move.actor === 'member' && move.from.includes(goodsStatus)) actions.push(move.action as 'submit' | 'delist');
  }
  if (goodsStatus === 2) actions.push('recommend');
  if (PRODUCT_DELETABLE_STATUSES.includes(goodsStatus)) actions.push('delete');
  return actions;
}

/** Draft: 提交审核; delisted or rejected: 重新提交审核. */
export const submitLabel = (goodsStatus: GoodsStatus): string => (goodsStatus === 0 ? '提交审核' : '重新提交审核');
