import { getEndpoint, postEndpoint } from '../endpoint';
import type * as Notices from '../notices';

/**
 * `noticeCalls`: Issue #22, 站内消息 and the member's SMS settings (any signed-in account; each call on the caller's own notifications, in the scope it names).
 * @tcm/shared re-exports this file as a namespace (`export * as noticeCalls`), so a page carries only
 * the descriptors it uses.
 */

/** My notifications of one scope, unread first, then newest; filter by kind, or unread only. */
export const list = getEndpoint<typeof Notices.noticeListQuerySchema, Notices.NoticePage>('/api/notice/list');
/** How many of mine are unread in one scope, in total and per kind (the badges). */
export const unreadCount = getEndpoint<typeof Notices.noticeUnreadQuerySchema, Notices.NoticeUnreadCount>('/api/notice/unreadCount');
/** Mark some of mine read. */
export const read = postEndpoint<typeof Notices.noticeReadBodySchema, Notices.NoticeReadResult>('/api/notice/read');
/** Mark all of mine in the scope (or of one kind) read. */
export const readAll = postEndpoint<typeof Notices.noticeReadAllBodySchema, Notices.NoticeReadResult>('/api/notice/readAll');
/** A member's SMS settings: each kind on or off. */
export const smsSettings = getEndpoint<undefined, Notices.SmsSettings>('/api/notice/smsSettings');
/** Change some of them; answers all. */
export const saveSmsSettings = postEndpoint<typeof Notices.saveSmsSettingsBodySchema, Notices.SmsSettings>('/api/notice/saveSmsSettings');
