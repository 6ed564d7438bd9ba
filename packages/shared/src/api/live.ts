import type { ApiGetPath } from './paths.generated';

/**
 * Issue #22, live updates: the stream a signed-in tab keeps open (GET, Token header, Server-Sent
 * Events) and what it carries — "something changed for you", never the data itself: the page answers
 * by refetching through TanStack Query. Both the server's stream and the web's client read this file.
 */

/** The stream's path: a Server-Sent Events reply, not an envelope (so it has no endpoint descriptor). */
export const LIVE_STREAM_PATH = '/api/live/stream' satisfies ApiGetPath;

/** What changed: an order's status, a notification (the unread count), an order's message thread, a shipment's tracking. */
export const LIVE_TOPICS = ['order', 'notification', 'message', 'logistics'] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];

/** The `data` of a `change` event: the topic and, when there is one, the order it is about. */
export interface LiveChange {
  topic: LiveTopic;
  orderId?: number;
}

/**
 * The stream's event names. `ready`: the stream is open and nothing was missed (its id is where the
 * stream stands). `change`: a LiveChange. `resync`: changes may have been missed (a reconnect the
 * server could not replay, a gap between instances): refetch everything. `superseded`: the account
 * opened more streams than allowed and this, the oldest, was closed — do not reconnect at once.
 */
export const LIVE_EVENTS = { ready: 'ready', change: 'change', resync: 'resync', superseded: 'superseded' } as const;

/** Streams one account may keep open (tabs, devices); a further one closes the oldest. */
export const LIVE_STREAMS_PER_ACCOUNT = 10;

/** Whether a parsed `data` is a change the client knows (an unknown topic from a newer server is ignored). */
export function isLiveChange(value: unknown): value is LiveChange {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as { topic?: unknown; orderId?: unknown };
  const topicKnown = typeof v.topic === 'string' && (LIVE_TOPICS as readonly string[]).includes(v.topic);
  return topicKnown && (v.orderId === undefined || (typeof v.orderId === 'number' && Number.isSafeInteger(v.orderId)));
}
