import { z } from 'zod';
import { ADMIN_INFO_MESSAGES as M } from '../messages-admin-info';
import { pageQuerySchema, type PageResult } from './pagination';

/**
 * Issue #11: the operator console's info management — help Q&A (/api/admin/help/*), protocols
 * (/api/admin/protocol/*) and dictionary entries (/api/admin/dict/*). Every call operator-only,
 * every change in the audit log. The public calls read the same rows, so an edit shows at once.
 */
const zId = z.coerce.number({ error: '编号有误' }).int('编号必须是整数').positive('编号有误');
const zKeyword = z.string().trim().max(50, '关键词不能超过50个字').optional();
const zText = (label: string, max: number) =>
  z.string({ error: `请填写${label}` }).trim().min(1, `请填写${label}`).max(max, `${label}不能超过${max}个字`);
/** Rich text as the editor sends it; the server sanitizes it and refuses what is empty afterwards. */
const zHtml = (label: string, max: number) => z.string({ error: `请填写${label}` }).max(max, `${label}过长（不能超过${max}个字符）`);

export const adminInfoIdSchema = z.object({ id: zId });

export const ADMIN_INFO_AUDIT_ACTIONS = {
  helpCreate: 'help_create',
  helpUpdate: 'help_update',
  helpReorder: 'help_reorder',
  helpDelete: 'help_delete',
  protocolUpdate: 'protocol_update',
  dictCreate: 'dict_create',
  dictUpdate: 'dict_update',
  dictEnable: 'dict_enable',
  dictDisable: 'dict_disable',
  dictDelete: 'dict_delete',
} as const;
/** For the audit log page (AUDIT_ACTION_LABELS). */
export const ADMIN_INFO_AUDIT_LABELS: Readonly<Record<string, string>> = {
  [ADMIN_INFO_AUDIT_ACTIONS.helpCreate]: '新增帮助问题',
  [ADMIN_INFO_AUDIT_ACTIONS.helpUpdate]: '修改帮助问题',
  [ADMIN_INFO_AUDIT_ACTIONS.helpReorder]: '调整帮助问题排序',
  [ADMIN_INFO_AUDIT_ACTIONS.helpDelete]: '删除帮助问题',
  [ADMIN_INFO_AUDIT_ACTIONS.protocolUpdate]: '修改协议',
  [ADMIN_INFO_AUDIT_ACTIONS.dictCreate]: '新增字典条目',
  [ADMIN_INFO_AUDIT_ACTIONS.dictUpdate]: '修改字典条目',
  [ADMIN_INFO_AUDIT_ACTIONS.dictEnable]: '启用字典条目',
  [ADMIN_INFO_AUDIT_ACTIONS.dictDisable]: '停用字典条目',
  [ADMIN_INFO_AUDIT_ACTIONS.dictDelete]: '删除字典条目',
};

// ---------------------------------------------------------------- help Q&A

/** The help centre is the article category with this code; its children are the help categories. */
export const HELP_CATEGORY_CODE = 'help';
export interface AdminHelpCategory {
  id: number;
  name: string;
  count: number;
}
/** GET /api/admin/help/query: in the help centre's order (pinned first, then newest). */
export const adminHelpQuerySchema = pageQuerySchema.extend({ categoryId: zId.optional(), keyword: zKeyword });
export interface AdminHelpRow {
  id: number;
  categoryId: number;
  categoryName: string;
  /** The question. */
  title: string;
  /** The short answer the help centre shows under the question. */
  summary: string;
  isTop: boolean;
  publishTime: string;
  viewCount: number;
}
export type AdminHelpPage = PageResult<AdminHelpRow>;
/** GET /api/admin/help/get?id=: with the full answer (sanitized HTML, shown on the article page). */
export interface AdminHelpDetail extends AdminHelpRow {
  content: string;
}
const helpFields = {
  categoryId: z.coerce.number({ error: M.helpCategoryInvalid }).int(M.helpCategoryInvalid).positive(M.helpCategoryInvalid),
  title: zText('问题', 100),
  summary: zText('简要回答', 300),
  content: zHtml('详细解答', 50_000),
  isTop: z.boolean({ error: '置顶有误' }).default(false),
};
/** POST /api/admin/help/create and /update (with id). */
export const adminHelpCreateSchema = z.object(helpFields);
export const adminHelpUpdateSchema = z.object({ id: zId, ...helpFields });
export type AdminHelpInput = z.output<typeof adminHelpCreateSchema>;
export type AdminHelpForm = z.input<typeof adminHelpCreateSchema>;
/**
 * POST /api/admin/help/reorder: every question of one category, in the wanted order. The help
 * centre sorts by publish time, so the category's publish times are handed out in this order.
 */
export const adminHelpReorderSchema = z.object({
  categoryId: zId,
  ids: z.array(zId, { error: '排序列表有误' }).min(1, '排序列表不能为空').max(500, '排序列表过长'),
});

// ---------------------------------------------------------------- protocols

/** Where each protocol is shown (by its fixed code); every one is read by a page, so none can be deleted. */
export const PROTOCOL_USES: Readonly<Record<string, string>> = {
  terms: '注册页、服务条款页',
  privacy: '服务条款页',
  rules: '服务条款页',
  legal: '服务条款页',
  settlement: '机构入驻申请',
};
export interface AdminProtocolRow {
  id: number;
  code: string;
  type: string;
  title: string;
  usedBy: string;
  updatedAt: string;
}
export interface AdminProtocolDetail extends AdminProtocolRow {
  content: string;
}
/** POST /api/admin/protocol/update: title and body only (code and type stay); updatedAt as loaded, so a concurrent edit is not overwritten. */
export const adminProtocolUpdateSchema = z.object({
  id: zId,
  title: zText('协议标题', 100),
  content: zHtml('协议正文', 200_000),
  updatedAt: z.string({ error: '缺少更新时间' }).min(1, '缺少更新时间').max(40, '更新时间有误'),
});

// ---------------------------------------------------------------- dictionary

/** The types the portal reads by key (footer phone, contact page): their entries can be disabled, not deleted. */
export const PORTAL_DICT_TYPES: readonly string[] = ['tel', 'complaint_tel', 'email'];
export interface AdminDictType {
  dictType: string;
  count: number;
  enabledCount: number;
  inUse: boolean;
}
/** GET /api/admin/dict/query: one type's entries (or all), in the order getDatas returns them. */
export const adminDictQuerySchema = pageQuerySchema.extend({ dictType: z.string().trim().max(64, '字典类型过长').optional(), keyword: zKeyword });
export interface AdminDictRow {
  id: number;
  dictType: string;
  dictCode: string;
  dictLabel: string;
  dictValue: string;
  sort: number;
  enabled: boolean;
  updatedAt: string;
}
export type AdminDictPage = PageResult<AdminDictRow>;
const editable = {
  dictLabel: zText('字典标签', 200),
  dictValue: zText('字典值', 500),
  sort: z.coerce.number({ error: '排序须为整数' }).int('排序须为整数').min(0, '排序不能小于0').max(9999, '排序不能大于9999').default(0),
  enabled: z.boolean({ error: '启用状态有误' }).default(true),
};
/** POST /api/admin/dict/create: type and code are the key readers use (getValue), fixed once created. */
export const adminDictCreateSchema = z.object({
  dictType: zText('字典类型', 64).regex(/^[a-z][a-z0-9_]*$/, M.dictTypeInvalid),
  dictCode: zText('字典编码', 64).regex(/^\w+$/, M.dictCodeInvalid),
  ...editable,
});
export const adminDictUpdateSchema = z.object({ id: zId, ...editable });
export const adminDictEnableSchema = z.object({ id: zId, enabled: z.boolean({ error: '启用状态有误' }) });
export type AdminDictCreateInput = z.output<typeof adminDictCreateSchema>;
export type AdminDictUpdateInput = z.output<typeof adminDictUpdateSchema>;
export type AdminDictForm = z.input<typeof adminDictCreateSchema>;
