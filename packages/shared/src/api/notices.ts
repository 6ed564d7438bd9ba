import { z } from 'zod';
import { MEMBER_SMS_KINDS, type MemberSmsKind, NOTICE_KINDS, NOTICE_SCOPES, type NoticeEvent, type NoticeKind, type NoticeScope } from '../enums/order-notifications';
import { pageQuerySchema, type PageResult } from './pagination';

/**
 * Issue #22, 站内消息 (ours, not in the spec: /api/notice/*). Every call names the `scope` it reads:
 * `member` (the personal centre, any signed-in account), `institution` (the workbench, staff only),
 * `operator` (the console, operators only); an account reads and marks only its own notifications.
 * Times are ISO strings.
 */
export const NOTICE_MESSAGES = {
  scopeInvalid: '消息范围只能是 member（个人中心）、institution（机构工作台）或 operator（运营后台）',
  scopeDenied: '当前账号无权查看该消息范围',
  kindInvalid: '消息类型有误',
  idsRequired: '请选择要标为已读的消息',
  idsTooMany: '一次最多标记100条消息',
  idInvalid: '消息编号有误',
  notFound: '消息不存在或不属于当前账号',
  unreadOnlyInvalid: '“仅看未读”只能是 true 或 false',
  smsSettingInvalid: '短信提醒开关只能是 true 或 false',
  smsSettingsEmpty: '请至少设置一项短信提醒',
  readDone: '已标为已读',
  readAllDone: '已全部标为已读',
  smsSettingsSaved: '短信提醒设置已保存',
} as const;

const zScope = z.enum(NOTICE_SCOPES, { error: NOTICE_MESSAGES.scopeInvalid });
const zKind = z.enum(NOTICE_KINDS, { error: NOTICE_MESSAGES.kindInvalid });
/** A query string says 'true'/'false' (or 1/0); a JSON body says true/false. */
const zFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: NOTICE_MESSAGES.unreadOnlyInvalid })
  .transform((v) => v === true || v === 'true' || v === '1');
const zNoticeId = z.coerce.number({ error: NOTICE_MESSAGES.idInvalid }).int(NOTICE_MESSAGES.idInvalid).positive(NOTICE_MESSAGES.idInvalid);

/** GET /api/notice/list: unread first, then newest. */
export const noticeListQuerySchema = pageQuerySchema.extend({
  scope: zScope,
  kind: zKind.optional(),
  unreadOnly: zFlag.optional(),
});

export interface Notice {
  id: number;
  scope: NoticeScope;
  kind: NoticeKind;
  kindName: string;
  event: NoticeEvent;
  title: string;
  body: string;
  /** The web path where the action is (a path of the web's paths file, with its query). */
  link: string;
  orderId: number | null;
  read: boolean;
  readAt: string | null;
  createdAt: string;
}
export type NoticePage = PageResult<Notice>;

/** GET /api/notice/unreadCount. */
export const noticeUnreadQuerySchema = z.object({ scope: zScope });
export interface NoticeUnreadCount {
  total: number;
  /** Every kind, 0 when none is unread. */
  byKind: Record<NoticeKind, number>;
}

/** POST /api/notice/read: ids of the account's own notifications in that scope (any other id refuses the call: NOTICE_MESSAGES.notFound). */
export const noticeReadBodySchema = z.object({
  scope: zScope,
  ids: z.array(zNoticeId, { error: NOTICE_MESSAGES.idsRequired }).min(1, NOTICE_MESSAGES.idsRequired).max(100, NOTICE_MESSAGES.idsTooMany),
});
/** POST /api/notice/readAll: every unread one of the scope, or of one kind. */
export const noticeReadAllBodySchema = z.object({ scope: zScope, kind: zKind.optional() });
export interface NoticeReadResult {
  /** How many turned from unread to read. */
  updated: number;
}

/** GET /api/notice/smsSettings (a member's own; each kind on unless turned off). */
export type SmsSettings = Record<MemberSmsKind, boolean>;
const zSwitch = z.boolean({ error: NOTICE_MESSAGES.smsSettingInvalid });
/** POST /api/notice/saveSmsSettings: the kinds to change (the others keep their value); answers every kind. */
export const saveSmsSettingsBodySchema = z
  .object(Object.fromEntries(MEMBER_SMS_KINDS.map((k) => [k, zSwitch.optional()])) as Record<MemberSmsKind, z.ZodOptional<typeof zSwitch>>)
  .refine((v) => Object.values(v).some((on) => on !== undefined), NOTICE_MESSAGES.smsSettingsEmpty);
