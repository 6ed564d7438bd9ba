import type { GoodsStatus, ProductCategory, ProductDetail, ProductReport, ProductSummary } from '@tcm/shared';
import type { ProductRow } from './repository';

export const coverOf = (images: string): string => images.split(',')[0] ?? '';

/** 13800000005 → 138****0005: what a visitor sees of a supplier's mobile. */
export const maskMobile = (phone: string): string => (phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone.replace(/\d(?=\d{4})/g, '*'));

export function toSummary(r: ProductRow): ProductSummary {
  return {
    id: r.id,
    name: r.name,
    categoryId: r.category_id,
    categoryName: r.category_name,
    priceFen: Number(r.price_fen),
    unit: r.unit,
    specification: r.specification,
    origin: r.origin,
    cover: coverOf(r.images),
    goodsStatus: r.goods_status as GoodsStatus,
    recommended: r.recommended === 1,
    supplier: { id: r.member_id, name: r.supplier_name },
    reportCount: Number(r.report_count ?? 0),
    updatedAt: r.updated_at,
  };
}

export interface DetailView {
  /** The owner or an operator: reject reason shown. */
  privileged: boolean;
  /** A visitor (no session): contact phone masked. */
  visitor: boolean;
}

export function toDetail(r: ProductRow, reports: ProductReport[], view: DetailView): ProductDetail {
  return {
    ...toSummary(r),
    images: r.images,
    stock: r.stock,
    description: r.description,
    contactName: r.contact_name,
    contactPhone: view.visitor ? maskMobile(r.contact_phone) : r.contact_phone,
    reportCodes: r.report_codes,
    reports,
    rejectReason: view.privileged ? r.reject_reason : null,
    createdAt: r.created_at,
  };
}

/** The flat rows as the two-level tree (children sorted as read). */
export function toCategoryTree(rows: { id: number; parent_id: number; name: string; sort: number }[]): ProductCategory[] {
  const nodes = new Map<number, ProductCategory>(rows.map((r) => [r.id, { id: r.id, parentId: r.parent_id, name: r.name, sort: r.sort, children: [] }]));
  const roots: ProductCategory[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}
