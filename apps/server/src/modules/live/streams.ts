import { PassThrough } from 'node:stream';
import { LIVE_EVENTS, LIVE_STREAMS_PER_ACCOUNT, type LiveChange } from '@tcm/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { OperatorService } from '../operators/service';
import type { ActiveSession, SessionService } from '../sessions/service';
import type { StaffService } from '../staff/service';
import { ChangeLog } from './change-log';
import type { Change, ChangeAudience, ChangeFeed } from './feed';

/** Who a stream is for: the audience a change must name for the stream to forward it. */
export interface Viewer {
  memberId: number;
  sessionId: number;
  /** The institution of a staff account, else null. */
  institutionId: number | null;
  /** A platform operator whose session passed the second factor (as the console requires). */
  operator: boolean;
}

export interface LiveStreamsDeps {
  changes: ChangeFeed;
  db: Kysely<Database>;
  sessions: SessionService;
  staff: StaffService;
  operators: OperatorService;
  clock: Clock;
  log: FastifyBaseLogger;
  /** A comment line this often keeps proxies and the client's watchdog from closing an idle stream. */
  heartbeatMs: number;
  /** Changes kept for Last-Event-ID replay. */
  replaySize?: number;
}

/** A stream whose client reads slower than this much is waiting to be sent is closed (it reconnects and replays). */
const MAX_BUFFERED_BYTES = 64 * 1024;
/** setTimeout's limit; a later session end is checked again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

interface Stream {
  viewer: Viewer;
  out: PassThrough;
  expiry: NodeJS.Timeout | null;
}

/** One event in the text/event-stream format: its name, its id (the client's next Last-Event-ID), its data on one line. */
export const sseEvent = (name: string, id: string, data: object = {}) => `event: ${name}\nid: ${id}\ndata: ${JSON.stringify(data)}\n\n`;
const HEARTBEAT = ': ping\n\n';

/**
 * The open streams of this instance (one per signed-in tab, at most LIVE_STREAMS_PER_ACCOUNT per
 * account), and what they are sent: each change of the feed to the streams its audience names,
 * with an id from the change log; a heartbeat comment; a `resync` when changes may have been
 * missed. No stream reads the database for changes: the feed pushes them. A stream reads its session
 * only when it could have ended — at its expiry or idle limit, or when the feed says one of the
 * account's sessions was ended — and closes when it has.
 */
export function createLiveStreams(deps: LiveStreamsDeps) {
  const { changes, db, sessions, clock, log } = deps;
  const changeLog = new ChangeLog(deps.replaySize ?? 1024);
  const byMember = new Map<number, Stream[]>();
  const byInstitution = new Map<number, Set<Stream>>();
  const operators = new Set<Stream>();
  let closing = false;

  const all = () => [...byMember.values()].flat();

  function send(s: Stream, text: string): void {
    if (s.out.destroyed || s.out.writableEnded) return;
    if (s.out.writableLength > MAX_BUFFERED_BYTES) return void s.out.destroy();
    s.out.write(text);
  }

  function end(s: Stream, last?: string): void {
    if (last) send(s, last);
    if (!s.out.writableEnded) s.out.end();
  }

  function forget(s: Stream): void {
    if (s.expiry) clearTimeout(s.expiry);
    const mine = byMember.get(s.viewer.memberId)?.filter((x) => x !== s) ?? [];
    if (mine.length) byMember.set(s.viewer.memberId, mine);
    else byMember.delete(s.viewer.memberId);
    const staff = s.viewer.institutionId === null ? undefined : byInstitution.get(s.viewer.institutionId);
    staff?.delete(s);
    if (staff?.size === 0) byInstitution.delete(s.viewer.institutionId!);
    operators.delete(s);
  }

  /** The streams a change is for, each once. */
  function audienceOf(a: ChangeAudience): Set<Stream> {
    const found = new Set<Stream>();
    for (const id of a.memberIds ?? []) for (const s of byMember.get(id) ?? []) found.add(s);
    for (const id of a.institutionIds ?? []) for (const s of byInstitution.get(id) ?? []) found.add(s);
    if (a.operators) for (const s of operators) found.add(s);
    return found;
  }

  const hears = (v: Viewer, a: ChangeAudience) =>
    !!a.memberIds?.includes(v.memberId) || (v.institutionId !== null && !!a.institutionIds?.includes(v.institutionId)) || (v.operator && a.operators === true);

  const payloadOf = (change: Change): LiveChange => ({ topic: change.topic as LiveChange['topic'], ...(change.orderId !== undefined ? { orderId: change.orderId } : {}) });

  /** Closes the stream if its session has ended; otherwise checks again when it could end next. */
  async function checkSession(s: Stream): Promise<void> {
    if (s.expiry) clearTimeout(s.expiry);
    s.expiry = null;
    let until: number | null;
    try {
      until = await sessions.liveUntil(db, s.viewer.sessionId);
    } catch (err) {
      // Not known to have ended: keep the stream, look again a minute later.
      log.warn({ err }, 'live: a stream could not check its session');
      until = clock.now() + 60_000;
    }
    if (s.out.destroyed || s.out.writableEnded) return;
    if (until === null) return end(s);
    s.expiry = setTimeout(() => void checkSession(s), Math.min(Math.max(until - clock.now(), 0), MAX_TIMER_MS));
    s.expiry.unref();
  }

  const unsubscribe = changes.subscribe((change) => {
    if (change.topic === 'session') {
      for (const id of change.audience.memberIds ?? []) for (const s of byMember.get(id) ?? []) void checkSession(s);
      return;
    }
    const id = changeLog.append(change);
    const text = sseEvent(LIVE_EVENTS.change, id, payloadOf(change));
    for (const s of audienceOf(change.audience)) send(s, text);
  });
  const unsubscribeGap = changes.onGap(() => {
    changeLog.reset();
    const text = sseEvent(LIVE_EVENTS.resync, changeLog.head());
    for (const s of all()) send(s, text);
  });
  const heartbeat = setInterval(() => {
    for (const s of all()) send(s, HEARTBEAT);
  }, deps.heartbeatMs);
  heartbeat.unref();

  return {
    /** The audience a session's stream belongs to: the member, its institution if staff, operators. */
    async viewerOf(session: ActiveSession): Promise<Viewer> {
      const [staff, operator] = await Promise.all([deps.staff.resolve(session.memberId), deps.operators.resolve(session.memberId)]);
      return { memberId: session.memberId, sessionId: session.sessionId, institutionId: staff?.institutionId ?? null, operator: operator !== null && session.secondFactor !== null };
    },

    /**
     * A new stream for a viewer: what it missed since `lastEventId` when the log still holds it
     * (then `ready`), else `resync`; `ready` for a stream without one. The account's oldest stream
     * beyond the limit is told it was superseded and closed.
     */
    open(viewer: Viewer, lastEventId: string | undefined): PassThrough {
      const s: Stream = { viewer, out: new PassThrough(), expiry: null };
      if (closing) {
        s.out.end();
        return s.out;
      }
      const mine = byMember.get(viewer.memberId) ?? [];
      while (mine.length >= LIVE_STREAMS_PER_ACCOUNT) end(mine.shift()!, sseEvent(LIVE_EVENTS.superseded, changeLog.head()));
      byMember.set(viewer.memberId, [...mine, s]);
      if (viewer.institutionId !== null) {
        const staff = byInstitution.get(viewer.institutionId) ?? new Set();
        byInstitution.set(viewer.institutionId, staff.add(s));
      }
      if (viewer.operator) operators.add(s);
      s.out.on('close', () => forget(s));

      const missed = lastEventId ? changeLog.since(lastEventId) : [];
      if (missed === null) send(s, sseEvent(LIVE_EVENTS.resync, changeLog.head()));
      else {
        for (const m of missed) if (hears(viewer, m.change.audience)) send(s, sseEvent(LIVE_EVENTS.change, m.id, payloadOf(m.change)));
        send(s, sseEvent(LIVE_EVENTS.ready, changeLog.head()));
      }
      void checkSession(s);
      return s.out;
    },

    /** Open streams on this instance (tests, and the limits gate). */
    count(): number {
      return all().length;
    },

    /** Graceful shutdown: every stream ends (its client reconnects elsewhere), none opens any more. */
    close(): void {
      closing = true;
      clearInterval(heartbeat);
      unsubscribe();
      unsubscribeGap();
      for (const s of all()) end(s);
    },
  };
}
export type LiveStreams = ReturnType<typeof createLiveStreams>;
