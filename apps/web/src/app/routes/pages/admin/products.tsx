import { GOODS_STATUS, GOODS_STATUS_OPTIONS } from '@tcm/shared';
import { ProductTable } from '@/features/admin/components/product-table';
import { ReviewQueue } from './review-queue';

/** Submitted and reviewed listings; a draft is the supplier's own business until submitted. */
const TABS = GOODS_STATUS_OPTIONS.filter((o) => o.value !== GOODS_STATUS.DRAFT);

/** 运营 · 商品审核 ?status=&keyword=: members' products, 审核中 first and oldest first. */
export default function AdminProductsPage() {
  return <ReviewQueue list="product/query" pending={GOODS_STATUS.IN_REVIEW} placeholder="产品名称、供应商账号或企业名称" options={TABS} emptyText="暂无产品" table={ProductTable} />;
}
