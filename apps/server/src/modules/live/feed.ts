import { EventEmitter } from 'node:events';
import { LIVE_TOPICS } from '@tcm/shared';

/**
 * Issue #22, live updates: "something changed for you" — who should refetch what, never the data
 * itself (a page answers a change by refetching through TanStack Query). Published after the
 * commit of what changed; a stream per signed-in tab forwards the changes its user is in the
 * audience of. One process (SQLite) keeps them in memory; several instances on PostgreSQL pass
 * them through LISTEN/NOTIFY (the implementation is chosen in wiring, by engine).
 */
/**
 * The topics the open pages hear of (LIVE_TOPICS in @tcm/shared), and one of the server's own:
 * 'session' — a session of the audience ended (logout, a password changed); never forwarded, the
 * audience's streams check their session and the ended ones close.
 */
export const CHANGE_TOPICS = [...LIVE_TOPICS, 'session'] as const;
export type ChangeTopic = (typeof CHANGE_TOPICS)[number];

/** Who hears of a change: members by id, every staff member of an institution, the operators. */
export interface ChangeAudience {
  memberIds?: readonly number[];
  institutionIds?: readonly number[];
  operators?: boolean;
}

export interface Change {
  topic: ChangeTopic;
  /** The order the change is about, when there is one (the page showing it refetches). */
  orderId?: number;
  audience: ChangeAudience;
}

export interface ChangeFeed {
  /** After the commit. Never throws: a lost announcement costs a refetch, not the request. */
  publish(change: Change): Promise<void>;
  /** Every change published on any instance, in order; returns the unsubscribe. */
  subscribe(listener: (change: Change) => void): () => void;
  /**
   * Called when changes of other instances may have been missed (PostgreSQL: the LISTEN connection
   * was lost and is back): the open pages must refetch everything. Returns the unsubscribe.
   */
  onGap(listener: () => void): () => void;
  close(): Promise<void>;
}

/** One process: the changes go from publisher to subscribers in memory. */
export function createMemoryFeed(): ChangeFeed {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(change) {
      emitter.emit('change', change);
    },
    subscribe(listener) {
      emitter.on('change', listener);
      return () => emitter.off('change', listener);
    },
    // One process misses nothing.
    onGap: () => () => {},
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/** The audience of an order's change: its member, its institution's staff, the operators. */
export const orderAudience = (order: { member_id: number; institution_id: number }): ChangeAudience => ({
  memberIds: [order.member_id],
  institutionIds: [order.institution_id],
  operators: true,
});
