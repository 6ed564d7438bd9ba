import {
  MEMBER_SMS_KINDS,
  NOTICE_KINDS,
  NOTICE_KIND_LABELS,
  NOTICE_MESSAGES,
  type Notice,
  type NoticeEvent,
  type NoticeKind,
  type NoticePage,
  type NoticeReadResult,
  type NoticeScope,
  type NoticeUnreadCount,
  type SmsSettings,
  type noticeListQuerySchema,
  type noticeReadAllBodySchema,
  type noticeReadBodySchema,
  type saveSmsSettingsBodySchema,
  toPageResult,
} from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { type Clock, iso } from '../../lib/clock';
import { BusinessError } from '../../lib/errors';
import type { OperatorService } from '../operators/service';
import { requireSecondFactor } from '../second-factor/session-gate';
import type { ActiveSession } from '../sessions/service';
import type { StaffService } from '../staff/service';
import { type NoticeFilter, type NotificationRow, createNotificationRepository } from './repository';

const toNotice = (r: NotificationRow): Notice => ({
  id: r.id,
  scope: r.scope as NoticeScope,
  kind: r.kind as NoticeKind,
  kindName: NOTICE_KIND_LABELS[r.kind as NoticeKind] ?? r.kind,
  event: r.event as NoticeEvent,
  title: r.title,
  body: r.body,
  link: r.link,
  orderId: r.order_id,
  read: r.read_at !== null,
  readAt: r.read_at,
  createdAt: r.created_at,
});

interface Deps {
  db: Kysely<Database>;
  clock: Clock;
  staff: Pick<StaffService, 'resolve'>;
  operators: Pick<OperatorService, 'resolve'>;
}

/**
 * Issue #22, 消息中心: an account reads and marks its own notifications, in one scope — the personal
 * centre (any account), the workbench (staff only), the console (operators only, after the second
 * factor, as the console itself) — and sets which SMS it receives.
 */
export function createNotificationService({ db, clock, staff, operators }: Deps) {
  const repo = createNotificationRepository(db);

  /** The caller's filter in `scope`, or the refusal when the account may not read that scope. */
  async function filterFor(session: ActiveSession, scope: NoticeScope, kind?: NoticeKind): Promise<NoticeFilter> {
    if (scope === 'institution' && !(await staff.resolve(session.memberId))) throw new BusinessError(NOTICE_MESSAGES.scopeDenied);
    if (scope === 'operator') {
      if (!(await operators.resolve(session.memberId))) throw new BusinessError(NOTICE_MESSAGES.scopeDenied);
      requireSecondFactor(session);
    }
    return { recipientId: session.memberId, scope, ...(kind ? { kind } : {}) };
  }

  return {
    /** Unread first, then read; newest first within each (two index-ordered reads, no sort of the whole list). */
    async list(session: ActiveSession, q: z.output<typeof noticeListQuerySchema>): Promise<NoticePage> {
      const f = await filterFor(session, q.scope, q.kind);
      const [unreadTotal, allTotal] = await Promise.all([repo.count({ ...f, unreadOnly: true }), q.unreadOnly ? Promise.resolve(0) : repo.count(f)]);
      const offset = (q.pageNum - 1) * q.pageSize;
      const rows = offset < unreadTotal ? await repo.unread(f, q.pageSize, offset) : [];
      if (!q.unreadOnly && rows.length < q.pageSize) rows.push(...(await repo.read(f, q.pageSize - rows.length, Math.max(0, offset - unreadTotal))));
      return toPageResult(rows.map(toNotice), q.unreadOnly ? unreadTotal : allTotal, q);
    },

    async unreadCount(session: ActiveSession, q: { scope: NoticeScope }): Promise<NoticeUnreadCount> {
      const f = await filterFor(session, q.scope);
      const byKind = Object.fromEntries(NOTICE_KINDS.map((k) => [k, 0])) as Record<NoticeKind, number>;
      for (const row of await repo.unreadByKind(f.recipientId, f.scope)) if (row.kind in byKind) byKind[row.kind as NoticeKind] = Number(row.n);
      return { total: Object.values(byKind).reduce((a, b) => a + b, 0), byKind };
    },

    /** All the ids must be the caller's in that scope, else nothing is marked. */
    async read(session: ActiveSession, b: z.output<typeof noticeReadBodySchema>): Promise<NoticeReadResult> {
      const f = await filterFor(session, b.scope);
      const ids = [...new Set(b.ids)];
      const updated = await db.transaction().execute(async (trx) => {
        const r = createNotificationRepository(trx);
        if ((await r.owned(f.recipientId, f.scope, ids)) !== ids.length) throw new BusinessError(NOTICE_MESSAGES.notFound);
        return r.markRead(f.recipientId, f.scope, ids, iso(clock.now()));
      });
      return { updated };
    },

    async readAll(session: ActiveSession, b: z.output<typeof noticeReadAllBodySchema>): Promise<NoticeReadResult> {
      const f = await filterFor(session, b.scope, b.kind);
      return { updated: await repo.markAllRead(f, iso(clock.now())) };
    },

    async smsSettings(session: ActiveSession): Promise<SmsSettings> {
      const stored = new Map((await repo.settingsOf(session.memberId)).map((s) => [s.kind, s.enabled === 1]));
      return Object.fromEntries(MEMBER_SMS_KINDS.map((k) => [k, stored.get(k) ?? true])) as SmsSettings;
    },

    /** Writes only the kinds whose value changes; answers every kind. */
    async saveSmsSettings(session: ActiveSession, b: z.output<typeof saveSmsSettingsBodySchema>): Promise<SmsSettings> {
      const now = iso(clock.now());
      await db.transaction().execute(async (trx) => {
        const r = createNotificationRepository(trx);
        const stored = new Map((await r.settingsOf(session.memberId)).map((s) => [s.kind, s.enabled === 1]));
        for (const kind of MEMBER_SMS_KINDS) {
          const wanted = b[kind];
          if (wanted !== undefined && wanted !== (stored.get(kind) ?? true)) await r.saveSetting(session.memberId, kind, wanted, now);
        }
      });
      return this.smsSettings(session);
    },
  };
}
export type NotificationService = ReturnType<typeof createNotificationService>;
