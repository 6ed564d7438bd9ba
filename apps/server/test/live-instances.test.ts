import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/database';
import type { PostgresFeed } from '../src/modules/live/pg-feed';
import { type Parties, act, placeOrder, signIn, uploadPdf } from './helpers/orders';
import { type OpenStream, isEvent, openStream } from './helpers/sse';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

const anyChange = isEvent('change');

/**
 * Issue #22 on PostgreSQL: several instances on one database. A change committed through one
 * instance reaches the streams open on another through NOTIFY/LISTEN; a lost LISTEN connection is
 * reconnected and the streams it could not feed meanwhile are told to resync.
 */
describe.runIf(testEngine === 'postgres')('live updates across instances on PostgreSQL', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let baseB: string;
  let p: Parties;
  const streams: OpenStream[] = [];

  beforeAll(async () => {
    a = await createTestApp({ rateLimit: false });
    // A second instance on the same database: its own pool, its own LISTEN connection.
    b = await buildApp({ config: a.config, database: openDatabase(a.config) });
    baseB = await b.listen({ port: 0, host: '127.0.0.1' });
    await (b.services.changes as PostgresFeed).listening();
    await (a.app.services.changes as PostgresFeed).listening();
    const staff = await signIn(a.app, 'jigou01');
    const member = await a.memberHeaders('live-pg');
    p = { member, staff, memberPdf: await uploadPdf(a.app, member), staffPdf: await uploadPdf(a.app, staff) };
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    await b?.close();
    await b?.db.destroy();
    await a?.close();
  });

  const open = async (headers: Record<string, string>) => {
    const s = await openStream(baseB, headers);
    streams.push(s);
    await s.next(isEvent('ready'));
    return s;
  };

  it('delivers a move made through instance A to the streams open on instance B, and only to its parties', async () => {
    const [member, staff, stranger] = await Promise.all([open(p.member), open(p.staff), open(await signIn(a.app, 'jigou02'))]);
    const id = await placeOrder(a.app, p.member);
    expect((await act(a.app, p, 'approve', 'institution', id)).retcode).toBe(1);
    expect(await member.next(anyChange)).toMatchObject({ data: { topic: 'order', orderId: id } });
    expect(await staff.next(anyChange)).toMatchObject({ data: { topic: 'order', orderId: id } });
    // jigou02's institution is not a party: its stream's next change is a move of its own institution's order.
    const theirs = await placeOrder(a.app, p.member, { staff: 'jigou02' });
    await act(a.app, { ...p, staff: await signIn(a.app, 'jigou02') }, 'approve', 'institution', theirs);
    expect(await stranger.next(anyChange)).toMatchObject({ data: { topic: 'order', orderId: theirs } });
  });

  it('ends a stream on B when its session is logged out through A', async () => {
    const m = await a.member('live-pg-logout');
    const s = await open(m.headers);
    expect((await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers: m.headers })).json()).toMatchObject({ retcode: 1 });
    await s.ended;
  });

  it('reconnects a lost LISTEN connection and tells the open streams to resync, then delivers again', async () => {
    const s = await open(p.member);
    const killed = await sql<{ n: number }>`select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where application_name = 'tcm-live-listen' and datname = current_database()`.execute(a.app.db);
    expect(killed.rows[0]!.n).toBe(2);
    // Both instances come back on their own; B's streams hear they may have missed something.
    expect(await s.next(isEvent('resync'), 15_000)).toMatchObject({ kind: 'event', event: 'resync' });
    await (b.services.changes as PostgresFeed).listening();
    await (a.app.services.changes as PostgresFeed).listening();
    const id = await placeOrder(a.app, p.member);
    await act(a.app, p, 'approve', 'institution', id);
    expect(await s.next(anyChange)).toMatchObject({ data: { topic: 'order', orderId: id } });
  });
});
