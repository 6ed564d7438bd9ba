import { type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { NotificationSmsTable, NotificationTable } from '../../db/schema-notifications';

export type NotificationRow = Selectable<NotificationTable>;
export type SmsRow = Selectable<NotificationSmsTable>;
export const SMS_STATUS = { PENDING: 'pending', SENDING: 'sending', SENT: 'sent', FAILED: 'failed' } as const;

/** Whose notifications a read concerns: one account in one scope, maybe one kind, maybe unread only. */
export interface NoticeFilter {
  recipientId: number;
  scope: string;
  kind?: string;
  unreadOnly?: boolean;
}

/** SQL of the notifications: written in the caller's transaction, read per recipient and scope. */
export function createNotificationRepository(db: Kysely<Database>) {
  const mine = (f: NoticeFilter) => {
    let q = db.selectFrom('notification').where('recipient_id', '=', f.recipientId).where('scope', '=', f.scope);
    if (f.kind) q = q.where('kind', '=', f.kind);
    return q;
  };

  return {
    // ---------------------------------------------------------------- recipients
    async staffOf(institutionId: number): Promise<number[]> {
      const rows = await db.selectFrom('institution_staff').select('member_id').where('institution_id', '=', institutionId).orderBy('member_id').execute();
      return rows.map((r) => r.member_id);
    },
    async operatorIds(): Promise<number[]> {
      const rows = await db.selectFrom('platform_operator').select('member_id').orderBy('member_id').execute();
      return [...new Set(rows.map((r) => r.member_id))];
    },
    /** The order a notice names, and whose it is. */
    orderParties(orderId: number) {
      return db.selectFrom('order_info').select(['id', 'order_no', 'member_id', 'institution_id']).where('id', '=', orderId).executeTakeFirst();
    },
    async memberByMobile(mobile: string): Promise<number | null> {
      const row = await db.selectFrom('sys_member').select('id').where('mobile', '=', mobile).executeTakeFirst();
      return row?.id ?? null;
    },
    async mobileOf(memberId: number): Promise<string | null> {
      const row = await db.selectFrom('sys_member').select('mobile').where('id', '=', memberId).executeTakeFirst();
      return row?.mobile ?? null;
    },

    // ---------------------------------------------------------------- notifications
    async insert(rows: Insertable<NotificationTable>[]): Promise<void> {
      if (rows.length) await db.insertInto('notification').values(rows).execute();
    },
    async count(f: NoticeFilter): Promise<number> {
      let q = mine(f).select(sql<number>`count(*)`.as('n'));
      if (f.unreadOnly) q = q.where('read_at', 'is', null);
      return Number((await q.executeTakeFirstOrThrow()).n);
    },
    /** Unread ones, newest first (the partial index holds exactly these). */
    unread(f: NoticeFilter, limit: number, offset: number): Promise<NotificationRow[]> {
      return mine(f).selectAll().where('read_at', 'is', null).orderBy('id', 'desc').limit(limit).offset(offset).execute();
    },
    /** Read ones, newest first. */
    read(f: NoticeFilter, limit: number, offset: number): Promise<NotificationRow[]> {
      return mine(f).selectAll().where('read_at', 'is not', null).orderBy('id', 'desc').limit(limit).offset(offset).execute();
    },
    unreadByKind(recipientId: number, scope: string): Promise<{ kind: string; n: number }[]> {
      return db
        .selectFrom('notification')
        .select(['kind', sql<number>`count(*)`.as('n')])
        .where('recipient_id', '=', recipientId)
        .where('scope', '=', scope)
        .where('read_at', 'is', null)
        .groupBy('kind')
        .execute();
    },
    /** How many of these ids are the recipient's in the scope. */
    async owned(recipientId: number, scope: string, ids: number[]): Promise<number> {
      const row = await db
        .selectFrom('notification')
        .select(sql<number>`count(*)`.as('n'))
        .where('recipient_id', '=', recipientId)
        .where('scope', '=', scope)
        .where('id', 'in', ids)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async markRead(recipientId: number, scope: string, ids: number[], now: string): Promise<number> {
      const r = await db
        .updateTable('notification')
        .set({ read_at: now })
        .where('recipient_id', '=', recipientId)
        .where('scope', '=', scope)
        .where('id', 'in', ids)
        .where('read_at', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows);
    },
    async markAllRead(f: NoticeFilter, now: string): Promise<number> {
      let q = db.updateTable('notification').set({ read_at: now }).where('recipient_id', '=', f.recipientId).where('scope', '=', f.scope).where('read_at', 'is', null);
      if (f.kind) q = q.where('kind', '=', f.kind);
      return Number((await q.executeTakeFirst()).numUpdatedRows);
    },

    // ---------------------------------------------------------------- SMS settings and the hourly limit
    settingsOf(memberId: number): Promise<{ kind: string; enabled: number }[]> {
      return db.selectFrom('notification_sms_setting').select(['kind', 'enabled']).where('member_id', '=', memberId).execute();
    },
    async saveSetting(memberId: number, kind: string, enabled: boolean, now: string): Promise<void> {
      const value = enabled ? 1 : 0;
      await db
        .insertInto('notification_sms_setting')
        .values({ member_id: memberId, kind, enabled: value, updated_at: now })
        .onConflict((oc) => oc.columns(['member_id', 'kind']).doUpdateSet({ enabled: value, updated_at: now }))
        .execute();
    },
    async smsEnabled(memberId: number, kind: string): Promise<boolean> {
      const row = await db.selectFrom('notification_sms_setting').select('enabled').where('member_id', '=', memberId).where('kind', '=', kind).executeTakeFirst();
      return row ? row.enabled === 1 : true;
    },
    /**
     * Takes the member's SMS slot of the order if its last SMS is older than `cutoff`: one statement
     * (an insert, or an update conditional on the time), so of two moves at once only one gets it.
     */
    async takeSmsSlot(memberId: number, orderId: number, now: string, cutoff: string): Promise<boolean> {
      const row = await db
        .insertInto('notification_sms_throttle')
        .values({ member_id: memberId, order_id: orderId, last_at: now })
        .onConflict((oc) => oc.columns(['member_id', 'order_id']).doUpdateSet({ last_at: now }).where('notification_sms_throttle.last_at', '<=', cutoff))
        .returning('member_id')
        .executeTakeFirst();
      return row !== undefined;
    },

    // ---------------------------------------------------------------- the SMS outbox
    async enqueueSms(row: Omit<Insertable<NotificationSmsTable>, 'status' | 'attempts' | 'sent_at' | 'last_error'>): Promise<void> {
      await db.insertInto('notification_sms').values({ ...row, status: SMS_STATUS.PENDING }).execute();
    },
    /** Rows due now: pending, or claimed by a worker that died before its lease ran out. */
    due(now: string, limit: number): Promise<SmsRow[]> {
      return db
        .selectFrom('notification_sms')
        .selectAll()
        .where(sql<boolean>`status in ('pending', 'sending')`)
        .where('next_attempt_at', '<=', now)
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit)
        .execute();
    },
    /** Issue #24 (metrics): rows not yet sent, due or waiting for a retry — counted on the partial index of exactly these. */
    async backlog(): Promise<number> {
      const row = await db
        .selectFrom('notification_sms')
        .select(sql<number>`count(*)`.as('n'))
        .where(sql<boolean>`status in ('pending', 'sending')`)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    /** Claims a due row for one attempt: conditional on the attempts read, so one worker wins. */
    async claim(row: Pick<SmsRow, 'id' | 'attempts'>, now: string, leaseUntil: string): Promise<boolean> {
      const r = await db
        .updateTable('notification_sms')
        .set({ status: SMS_STATUS.SENDING, attempts: row.attempts + 1, next_attempt_at: leaseUntil })
        .where('id', '=', row.id)
        .where('attempts', '=', row.attempts)
        .where(sql<boolean>`status in ('pending', 'sending')`)
        .where('next_attempt_at', '<=', now)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    /** The claimed attempt is done: sent, if this worker still holds the claim. */
    async markSent(id: number, attempt: number, now: string): Promise<boolean> {
      const r = await db
        .updateTable('notification_sms')
        .set({ status: SMS_STATUS.SENT, sent_at: now, last_error: null })
        .where('id', '=', id)
        .where('attempts', '=', attempt)
        .where('status', '=', SMS_STATUS.SENDING)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    async markFailedAttempt(id: number, attempt: number, next: { status: string; nextAttemptAt: string; error: string }): Promise<void> {
      await db
        .updateTable('notification_sms')
        .set({ status: next.status, next_attempt_at: next.nextAttemptAt, last_error: next.error })
        .where('id', '=', id)
        .where('attempts', '=', attempt)
        .where('status', '=', SMS_STATUS.SENDING)
        .execute();
    },
  };
}
export type NotificationRepository = ReturnType<typeof createNotificationRepository>;
