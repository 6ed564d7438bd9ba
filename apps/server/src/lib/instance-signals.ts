/**
 * Issue #24: short messages from one server instance to the others on the same database — "these
 * cached replies are out of date" — for state an instance keeps in memory that another instance's
 * write can outdate. On PostgreSQL they travel over NOTIFY/LISTEN (modules/live/pg-feed.ts, the
 * live feed's own LISTEN connection); SQLite is one process and has no one to tell.
 */
export interface InstanceSignals {
  /**
   * Tells every other instance (never this one: the sender acts on its own change itself). Resolves
   * once PostgreSQL has the message; never throws — a lost signal is logged, and the receivers'
   * own bound (a TTL) still holds.
   */
  send(kind: string, data: string): Promise<void>;
  /** Other instances' signals of one kind. Returns the unsubscribe. */
  on(kind: string, listener: (data: string) => void): () => void;
  /**
   * Called when signals may have been missed (the LISTEN connection was lost and is back): whatever
   * the listener keeps must be dropped. Returns the unsubscribe.
   */
  onGap(listener: () => void): () => void;
  /** Whether other instances' signals reach this one right now (false while LISTEN is down). */
  hearing(): boolean;
}

/** One process (SQLite): nothing to send, nothing to miss. */
export const ONE_PROCESS_SIGNALS: InstanceSignals = {
  send: async () => {},
  on: () => () => {},
  onGap: () => () => {},
  hearing: () => true,
};
