import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type pg from 'pg';
import type { Database } from '../../db/schema';
import type { InstanceSignals } from '../../lib/instance-signals';
import type { ChangeFeed } from './feed';
import { decodeChange, encodeChange } from './notify-payload';

/** The one channel every instance publishes on and listens to. */
export const CHANGE_CHANNEL = 'tcm_changes';
/** Issue #24: the instances' signals to each other (lib/instance-signals.ts), on the same LISTEN connection. */
export const SIGNAL_CHANNEL = 'tcm_signals';

export interface PostgresFeedOptions {
  /** The app's pool: NOTIFY goes through it, after the commit of what changed. */
  db: Kysely<Database>;
  /** A new, unconnected client for the LISTEN connection (db/database.ts openListenClient). */
  openClient: () => pg.Client;
  log: FastifyBaseLogger;
  /** Reconnect delays: the first, doubled up to the last (a little jitter is added). */
  backoffMs?: { first: number; max: number };
}

export interface PostgresFeed extends ChangeFeed {
  /** Resolves once the LISTEN connection is up (tests; a start does not wait for it). */
  listening(): Promise<void>;
  /** Issue #24: signals between instances (cache invalidation), over the same connection. */
  signals: InstanceSignals;
}

/** A signal on the wire: the sending instance, the kind, the data. */
const signalOf = (payload: string): { i: string; k: string; d: string } | null => {
  try {
    const w = JSON.parse(payload) as { i?: unknown; k?: unknown; d?: unknown };
    return typeof w.i === 'string' && typeof w.k === 'string' && typeof w.d === 'string' ? { i: w.i, k: w.k, d: w.d } : null;
  } catch {
    return null;
  }
};

/**
 * Several instances on one PostgreSQL database: publish = `pg_notify` on CHANGE_CHANNEL (delivered
 * to every listener when it commits — here at once, the change's own transaction has committed), and
 * one dedicated LISTEN connection per instance. The publishing instance delivers its own change in
 * memory at once and ignores the echo. A lost LISTEN connection is reconnected with backoff; once it
 * is back the subscribers hear of a gap (changes of other instances may have passed unseen meanwhile)
 * and the open pages resync. Issue #24: the same connection carries the instances' signals to each
 * other (SIGNAL_CHANNEL, e.g. "these cached replies are out of date"), with the same gap.
 */
export function createPostgresFeed({ db, openClient, log, backoffMs = { first: 250, max: 10_000 } }: PostgresFeedOptions): PostgresFeed {
  const instance = randomBytes(6).toString('base64url');
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let connectedOnce = false;
  let delay = backoffMs.first;
  let markListening!: () => void;
  let isListening = new Promise<void>((resolve) => (markListening = resolve));

  const onNotification = (message: pg.Notification) => {
    if (message.channel === SIGNAL_CHANNEL && message.payload) {
      const signal = signalOf(message.payload);
      if (!signal) return log.warn({ channel: message.channel }, 'an unreadable instance signal was ignored');
      if (signal.i !== instance) emitter.emit(`signal:${signal.k}`, signal.d);
      return;
    }
    if (message.channel !== CHANGE_CHANNEL || !message.payload) return;
    const decoded = decodeChange(message.payload);
    if (!decoded) return log.warn({ channel: message.channel }, 'live: an unreadable change notification was ignored');
    if (decoded.instance !== instance) emitter.emit('change', decoded.change);
  };

  const scheduleConnect = () => {
    if (closed || retry) return;
    const wait = delay + Math.floor(Math.random() * (delay / 4));
    delay = Math.min(delay * 2, backoffMs.max);
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, wait);
    retry.unref();
  };

  const lost = (c: pg.Client, err?: Error) => {
    if (client !== c) return;
    client = null;
    isListening = new Promise<void>((resolve) => (markListening = resolve));
    if (closed) return;
    log.warn({ err }, 'live: the LISTEN connection was lost; reconnecting');
    c.end().catch(() => {});
    scheduleConnect();
  };

  async function connect(): Promise<void> {
    const c = openClient();
    // An error on an idle client must not crash the process: it is a lost connection.
    c.on('error', (err) => lost(c, err));
    c.on('end', () => lost(c));
    c.on('notification', onNotification);
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANGE_CHANNEL}`);
      await c.query(`LISTEN ${SIGNAL_CHANNEL}`);
    } catch (err) {
      c.removeAllListeners('end');
      c.end().catch(() => {});
      if (!closed) {
        log.warn({ err }, 'live: could not LISTEN for changes; retrying');
        scheduleConnect();
      }
      return;
    }
    if (closed) {
      await c.end().catch(() => {});
      return;
    }
    client = c;
    delay = backoffMs.first;
    markListening();
    // Back after a loss: whatever other instances published meanwhile went unseen here.
    if (connectedOnce) emitter.emit('gap');
    connectedOnce = true;
  }

  void connect();

  return {
    async publish(change) {
      emitter.emit('change', change);
      try {
        for (const payload of encodeChange(instance, change)) await sql`select pg_notify(${CHANGE_CHANNEL}, ${payload})`.execute(db);
      } catch (err) {
        // The change is committed; other instances' pages catch up on their next refetch.
        log.warn({ err, topic: change.topic }, 'live: a change could not be announced to other instances');
      }
    },
    subscribe(listener) {
      emitter.on('change', listener);
      return () => emitter.off('change', listener);
    },
    onGap(listener) {
      emitter.on('gap', listener);
      return () => emitter.off('gap', listener);
    },
    listening: () => isListening,
    signals: {
      async send(kind, data) {
        try {
          await sql`select pg_notify(${SIGNAL_CHANNEL}, ${JSON.stringify({ i: instance, k: kind, d: data })})`.execute(db);
        } catch (err) {
          log.warn({ err, kind }, 'a signal could not be sent to the other instances');
        }
      },
      on(kind, listener) {
        emitter.on(`signal:${kind}`, listener);
        return () => emitter.off(`signal:${kind}`, listener);
      },
      onGap(listener) {
        emitter.on('gap', listener);
        return () => emitter.off('gap', listener);
      },
      hearing: () => client !== null,
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = null;
      emitter.removeAllListeners();
      await c?.end().catch(() => {});
    },
  };
}
