import type { Generated } from 'kysely';

/** Issue #22 (migration 0034): 站内消息, one row per recipient account, read in one scope. */
export interface NotificationTable {
  id: Generated<number>;
  recipient_id: number;
  /** NOTICE_SCOPES: member | institution | operator. */
  scope: string;
  /** NOTICE_KINDS (the 消息中心's filter). */
  kind: string;
  /** The rule table's event (order-notifications.ts). */
  event: string;
  title: string;
  body: string;
  /** The web path where the action is. */
  link: string;
  order_id: number | null;
  read_at: string | null;
  created_at: string;
}

/** The SMS a worker sends after the commit: pending → sending (claimed until next_attempt_at) → sent | failed. */
export interface NotificationSmsTable {
  id: Generated<number>;
  recipient_id: number;
  mobile: string;
  order_id: number | null;
  /** SMS_KINDS. */
  kind: string;
  content: string;
  status: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  sent_at: string | null;
  last_error: string | null;
  created_at: string;
}

/** A member's SMS kinds set on (1) or off (0); no row: on. */
export interface NotificationSmsSettingTable {
  member_id: number;
  kind: string;
  enabled: number;
  updated_at: string;
}

/** When a member last had an SMS queued about an order (at most one per hour). */
export interface NotificationSmsThrottleTable {
  member_id: number;
  order_id: number;
  last_at: string;
}

export interface NotificationTables {
  notification: NotificationTable;
  notification_sms: NotificationSmsTable;
  notification_sms_setting: NotificationSmsSettingTable;
  notification_sms_throttle: NotificationSmsThrottleTable;
}
