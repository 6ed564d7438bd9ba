import { z } from 'zod';
import { PRODUCT_ACTIONS, type GoodsStatus } from '../enums/goods-status';
import { PRODUCT_MESSAGES } from '../messages-products';
import { zMobile, zPrice } from '../validators/zod';
import { pageQuerySchema, type PageResult } from './pagination';

/**
 * Issue #10: members' product listings, the mall, suppliers and technology achievements
 * (§7 productCategory, publishProduct, sysMember/getPremiumMember|getRecommendSupplier,
 * techAchievement, techTalk — all unprefixed). Field lists are ours. Prices in fen; times ISO.
 */
const zId = z.coerce.number().int('编号必须是整数').positive('编号有误');
const zKeyword = z.string().trim().max(50, '关键词不能超过50个字').optional();
const text = (label: string, max: number) =>
  z.string({ error: `请输入${label}` }).trim().min(1, `请输入${label}`).max(max, `${label}不能超过${max}个字`);
const optionalText = (label: string, max: number) => z.string().trim().max(max, `${label}不能超过${max}个字`).default('');

// ---------------------------------------------------------------- categories

/** GET /productCategory/getProductCategory: the whole two-level tree (饮片, 药材, 提取物, 中成药 …). */
export interface ProductCategory {
  id: number;
  parentId: number;
  name: string;
  sort: number;
  children: ProductCategory[];
}

// ---------------------------------------------------------------- products

/** What a member writes (add and edit). `images` is §3's comma-separated paths, the first the cover. */
export const productFormSchema = z.object({
  categoryId: zId,
  name: text('产品名称', 50),
  /** §5 price rule (up to 6 integer digits, 2 decimals), in yuan as typed; stored in fen. */
  price: zPrice,
  /** e.g. 公斤, 袋(1kg). */
  unit: text('计价单位', 10),
  specification: text('规格', 50),
  origin: text('产地', 50),
  stock: optionalText('库存说明', 30),
  images: z.string({ error: PRODUCT_MESSAGES.imagesRequired }).trim().min(1, PRODUCT_MESSAGES.imagesRequired).max(2000, '图片过多'),
  description: optionalText('产品介绍', 2000),
  contactName: text('联系人', 20),
  contactPhone: zMobile,
  /** Verification codes of this platform's reports on the batch (the member's own reports only), comma-separated. */
  reportCodes: z.string().trim().max(200, '报告编号过多').default(''),
});
export type ProductForm = z.input<typeof productFormSchema>;
export const editProductBodySchema = productFormSchema.extend({ id: zId });

/**
 * POST /publishProduct/changePublishProduct — §4 goods status moves:
 * member: submit (0 draft / 3 delisted / 4 rejected → 1), delist (2 → 3);
 * operator: approve (1 → 2), reject (1 → 4, reason required).
 */
export const changeProductBodySchema = z.object({
  id: zId,
  action: z.enum(PRODUCT_ACTIONS, { error: '操作类型有误' }),
  reason: z.string().trim().max(200, '驳回原因不能超过200个字').optional(),
});
/** What changePublishProduct answers. */
export interface ProductMoveResult {
  id: number;
  goodsStatus: GoodsStatus;
}
/** POST /publishProduct/recommendProduct: a listed product of one's own onto the home page, or off it. */
export const recommendProductBodySchema = z.object({ id: zId, recommend: z.boolean({ error: '推荐标记有误' }) });
export const productIdQuerySchema = z.object({ id: zId });

/** GET /publishProduct/findMyProduct (own, any status) and findMyRecommendProduct (own, recommended). */
export const findMyProductQuerySchema = pageQuerySchema.extend({
  goodsStatus: z.coerce.number().int().min(0, '商品状态有误').max(4, '商品状态有误').optional(),
  keyword: zKeyword,
});
/** GET /publishProduct/findMallProduct: listed products only. `recommend=1`: the home page's picks. */
export const findMallProductQuerySchema = pageQuerySchema.extend({
  categoryId: zId.optional(),
  keyword: zKeyword,
  supplierId: zId.optional(),
  recommend: z.coerce.number().int().min(0).max(1, '推荐标记有误').optional(),
});

export interface ProductSummary {
  id: number;
  name: string;
  categoryId: number;
  categoryName: string;
  priceFen: number;
  unit: string;
  specification: string;
  origin: string;
  /** The first of `images`. */
  cover: string;
  goodsStatus: GoodsStatus;
  recommended: boolean;
  supplier: { id: number; name: string };
  /** Number of linked reports that verify on this platform. */
  reportCount: number;
  updatedAt: string;
}
/** A linked report as a buyer sees it (only reports that verify: issued, not revoked). */
export interface ProductReport {
  code: string;
  sampleName: string;
  institutionName: string;
  issuedAt: string;
}
export interface ProductDetail extends ProductSummary {
  images: string;
  stock: string;
  description: string;
  contactName: string;
  /** Visitors see it masked; signed-in members see it whole. */
  contactPhone: string;
  reportCodes: string;
  reports: ProductReport[];
  /** Owner only: the operator's reason when goodsStatus is 4. */
  rejectReason: string | null;
  createdAt: string;
}
export type ProductPage = PageResult<ProductSummary>;

// ---------------------------------------------------------------- suppliers

/** GET /sysMember/getPremiumMember and getRecommendSupplier (`limit`, default 8, at most 20). */
export const supplierListQuerySchema = z.object({ limit: z.coerce.number().int().min(1, '数量最小为 1').max(20, '数量最大为 20').default(8) });
export interface Supplier {
  id: number;
  name: string;
  /** Province and city of the company, e.g. 安徽 亳州. */
  region: string;
  mainProducts: string;
  logo: string | null;
  listedCount: number;
  premium: boolean;
}

// ---------------------------------------------------------------- achievements

export const findTechAchievementQuerySchema = pageQuerySchema.extend({ keyword: zKeyword, field: z.string().trim().max(20).optional() });
export interface TechAchievementSummary {
  id: number;
  title: string;
  /** e.g. 中药材种植, 饮片炮制, 质量检测, 制剂工艺. */
  field: string;
  owner: string;
  /** e.g. 技术转让, 许可使用, 合作开发, 作价入股. */
  transferMode: string;
  maturity: string;
  summary: string;
  cover: string | null;
  publishedAt: string;
}
export interface TechAchievementDetail extends TechAchievementSummary {
  /** Sanitised rich text. */
  content: string;
  patentNo: string | null;
  contactName: string;
}
export type TechAchievementPage = PageResult<TechAchievementSummary>;

/** POST /techTalk/addTechTalk: a negotiation request on one achievement (§5 rules on name, mobile, e-mail). */
export const addTechTalkBodySchema = z.object({
  achievementId: zId,
  name: text('联系人', 20),
  mobile: zMobile,
  company: text('单位名称', 50),
  message: text('洽谈内容', 500),
});
export type TechTalkForm = z.input<typeof addTechTalkBodySchema>;
export interface TechTalkReceipt {
  id: number;
  createdAt: string;
}
