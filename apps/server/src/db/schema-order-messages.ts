import type { Generated } from 'kysely';

/** Issue #22 tables (migration 0035): the thread on every order. */
export interface OrderMessageTable {
  id: Generated<number>;
  order_id: number;
  /** The account that wrote it: the order's member, or a staff member of its institution. */
  author_id: number;
  /** member | institution */
  author_side: string;
  /** '' for a message of attachments only. */
  content: string;
  created_at: string;
}

export interface OrderMessageAttachmentTable {
  id: Generated<number>;
  message_id: number;
  /** /files/<key>: a private document of kind orderMessage, tied to the order. */
  url: string;
  /** The name it was uploaded under. */
  name: string;
  /** image | pdf */
  kind: string;
}

export interface OrderMessageTables {
  order_message: OrderMessageTable;
  order_message_attachment: OrderMessageAttachmentTable;
}
