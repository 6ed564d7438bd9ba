import { z } from 'zod';
import { ADMIN_CONTENT_MESSAGES as M } from '../messages-admin-content';
import { isSafeLink } from '../validators/safe-link';
import type { ArticleStatus } from '../enums/article-status';
import { pageQuerySchema, type PageResult } from './pagination';

/**
 * Issue #11: the operator console's content management, /api/admin/article|articleCategory|advert/*
 * (every call operator-only, every change in the audit log). What operators save is what the
 * public calls (§7 articleInfo, articleCategory, advertInfo) show.
 */
const zId = z.coerce.number({ error: '编号有误' }).int('编号必须是整数').positive('编号有误');
const zText = (label: string, max: number) =>
  z.string({ error: `请填写${label}` }).trim().min(1, `请填写${label}`).max(max, `${label}不能超过${max}个字`);
/** Optional text: blank is '' (stored as null where the column allows it). */
const zOptText = (label: string, max: number) =>
  z.preprocess((v) => v ?? '', z.string({ error: `${label}有误` }).trim().max(max, `${label}不能超过${max}个字`));
const zFlag = z.boolean({ error: M.flagInvalid });
const zSort = z.coerce.number({ error: M.sortInvalid }).int(M.sortInvalid).min(0, M.sortInvalid).max(9999, M.sortInvalid);
/** An image as POST /api/uploadFile answered it: /files/<key>.<ext>. */
const IMAGE_PATH = /^\/files\/[A-Za-z0-9_-]{22}\.(jpg|jpeg|png|gif)$/;

export const adminContentIdSchema = z.object({ id: zId });

/** True when rich text shows nothing: no text (tags and non-breaking spaces aside) and no image. */
export function richTextIsEmpty(html: string): boolean {
  if (/<img\b/i.test(html)) return false;
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') === '';
}

// ---------------------------------------------------------------- articles
// (their statuses and moves: enums/article-status.ts, free of zod)

export const ARTICLE_CONTENT_MAX = 50_000;

/** The fields of the article form; `content` is HTML from the editor, sanitized by the server on write. */
export const adminArticleFields = {
  categoryId: z.coerce.number({ error: M.categoryRequired }).int(M.categoryRequired).positive(M.categoryRequired),
  title: zText('标题', 100),
  summary: zText('摘要', 300),
  source: zText('来源', 50),
  coverUrl: zOptText('封面', 60).refine((v) => v === '' || IMAGE_PATH.test(v), M.coverInvalid),
  content: z
    .string({ error: M.contentRequired })
    .max(ARTICLE_CONTENT_MAX, M.contentTooLong)
    .refine((v) => !richTextIsEmpty(v), M.contentRequired),
};
/** POST /api/admin/article/create (saved as 待发布) and /update (with id; a published article stays published). */
export const adminArticleCreateSchema = z.object(adminArticleFields);
export const adminArticleUpdateSchema = z.object({ id: zId, ...adminArticleFields });
export type AdminArticleInput = z.output<typeof adminArticleCreateSchema>;
export type AdminArticleForm = z.input<typeof adminArticleCreateSchema>;
/** POST /api/admin/article/pin {id, isTop}: pinned articles lead the public lists. */
export const adminArticlePinSchema = z.object({ id: zId, isTop: zFlag });

/** GET /api/admin/article/query: every status; pinned first, then newest; a top-level category includes its children. */
export const adminArticleQuerySchema = pageQuerySchema.extend({
  categoryId: zId.optional(),
  status: z.coerce.number({ error: '状态有误' }).int('状态有误').min(1, '状态有误').max(3, '状态有误').optional(),
  keyword: z.string().trim().max(50, '关键词不能超过50个字').optional(),
});
export interface AdminArticleRow {
  id: number;
  categoryId: number;
  categoryName: string;
  title: string;
  source: string;
  coverUrl: string | null;
  status: ArticleStatus;
  statusName: string;
  isTop: boolean;
  /** null while it has never been published. */
  publishTime: string | null;
  viewCount: number;
  createdAt: string;
}
export type AdminArticlePage = PageResult<AdminArticleRow>;
/** GET /api/admin/article/get?id=: what the form edits (content as stored). */
export interface AdminArticleDetail extends AdminArticleRow {
  summary: string;
  content: string;
}

// ---------------------------------------------------------------- categories (two levels)

/** GET /api/admin/articleCategory/tree: every category, top level first, in order, with its article count. */
export interface AdminCategoryNode {
  id: number;
  parentId: number;
  code: string;
  name: string;
  sort: number;
  articleCount: number;
  children: AdminCategoryNode[];
}
/** POST /api/admin/articleCategory/create: parentId 0 makes a top-level one; a blank code is generated. */
export const adminCategoryCreateSchema = z.object({
  parentId: z.coerce.number({ error: M.categoryParentInvalid }).int(M.categoryParentInvalid).min(0, M.categoryParentInvalid).default(0),
  name: zText('分类名称', 20),
  code: zOptText('分类编码', 40).refine((v) => v === '' || /^[a-z][a-z0-9_-]*$/.test(v), M.categoryCodeInvalid),
  sort: zSort.default(0),
});
/** POST /api/admin/articleCategory/update: rename and reorder (the code stays: pages find categories by it). */
export const adminCategoryUpdateSchema = z.object({ id: zId, name: zText('分类名称', 20), sort: zSort.default(0) });

// ---------------------------------------------------------------- adverts

/** The slots the home page reads (findAdvertInfo?position=). */
export const ADVERT_POSITIONS = ['home_banner', 'home_side'] as const;
export type AdvertSlot = (typeof ADVERT_POSITIONS)[number];
export const ADVERT_POSITION_LABELS: Readonly<Record<AdvertSlot, string>> = { home_banner: '首页轮播', home_side: '首页侧栏' };

/** A link an advert or an article may carry: blank, or a safe link (a single-slash site path or an http(s) address). */
export const isContentLink = (v: string): boolean => v === '' || isSafeLink(v);
export const adminAdvertFields = {
  position: z.enum(ADVERT_POSITIONS, { error: M.positionInvalid }),
  title: zText('标题', 50),
  subtitle: zOptText('副标题', 100),
  imageUrl: z.string({ error: M.imageRequired }).trim().regex(IMAGE_PATH, M.imageRequired),
  linkUrl: zOptText('链接', 200).refine(isContentLink, M.linkInvalid),
  sort: zSort.default(0),
  enabled: zFlag.default(true),
};
/** POST /api/admin/advert/create and /update (with id). */
export const adminAdvertCreateSchema = z.object(adminAdvertFields);
export const adminAdvertUpdateSchema = z.object({ id: zId, ...adminAdvertFields });
export type AdminAdvertForm = z.input<typeof adminAdvertCreateSchema>;
/** POST /api/admin/advert/enable {id, enabled}: a disabled advert leaves the home page. */
export const adminAdvertEnableSchema = z.object({ id: zId, enabled: zFlag });
/** GET /api/admin/advert/query: every advert, by slot then order. */
export const adminAdvertQuerySchema = z.object({ position: z.enum(ADVERT_POSITIONS, { error: M.positionInvalid }).optional() });
export interface AdminAdvertRow {
  id: number;
  position: AdvertSlot;
  positionName: string;
  title: string;
  subtitle: string | null;
  imageUrl: string;
  linkUrl: string | null;
  sort: number;
  enabled: boolean;
}

// ---------------------------------------------------------------- audit log

export const ADMIN_CONTENT_AUDIT_ACTIONS = {
  articleCreate: 'article_create',
  articleUpdate: 'article_update',
  articlePublish: 'article_publish',
  articleWithdraw: 'article_withdraw',
  articlePin: 'article_pin',
  articleUnpin: 'article_unpin',
  articleDelete: 'article_delete',
  categoryCreate: 'article_category_create',
  categoryUpdate: 'article_category_update',
  categoryDelete: 'article_category_delete',
  advertCreate: 'advert_create',
  advertUpdate: 'advert_update',
  advertEnable: 'advert_enable',
  advertDisable: 'advert_disable',
  advertDelete: 'advert_delete',
} as const;
const A = ADMIN_CONTENT_AUDIT_ACTIONS;
/** What the log page calls these actions (for AUDIT_ACTION_LABELS). */
export const ADMIN_CONTENT_ACTION_LABELS: Readonly<Record<string, string>> = {
  [A.articleCreate]: '新增资讯',
  [A.articleUpdate]: '编辑资讯',
  [A.articlePublish]: '发布资讯',
  [A.articleWithdraw]: '撤回资讯',
  [A.articlePin]: '置顶资讯',
  [A.articleUnpin]: '取消置顶资讯',
  [A.articleDelete]: '删除资讯',
  [A.categoryCreate]: '新增资讯分类',
  [A.categoryUpdate]: '编辑资讯分类',
  [A.categoryDelete]: '删除资讯分类',
  [A.advertCreate]: '新增广告',
  [A.advertUpdate]: '编辑广告',
  [A.advertEnable]: '启用广告',
  [A.advertDisable]: '停用广告',
  [A.advertDelete]: '删除广告',
};
