import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ORDER_STATUS } from '@tcm/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/database';
import { DEMO_PASSWORD } from '../../src/db/seed/members';
import { type ServerProcess, startServer } from '../helpers/server-process';
import { createPostgresDatabase, testEngine } from '../helpers/test-app';

type Envelope = { retcode: number; retmsg: string; data: unknown };

/**
 * Issue #22: an acknowledged move's SMS is sent exactly once even when the server is killed
 * between the commit and the send. The real server runs with its SMS worker held back
 * (NOTICE_SMS_START_DELAY_MS), a move queues its SMS, kill -9; the restarted server sends it — once,
 * and a further crash and restart do not send it again.
 */
describe(`notification SMS across kill -9 on ${testEngine}`, () => {
  let server: ServerProcess | undefined;
  let reader: DatabaseHandle | undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tcm-sms-crash-'));
  afterAll(async () => {
    await reader?.db.destroy();
    await server?.stop();
  });

  const post = async (url: string, body: object, token?: string): Promise<Envelope> => {
    const res = await fetch(server!.baseUrl + url, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { token } : {}) }, body: JSON.stringify(body) });
    return (await res.json()) as Envelope;
  };
  const signIn = async (account: string) => {
    const r = await post('/api/auth/login', { account, password: DEMO_PASSWORD });
    const token = (r.data as { accessToken?: string } | null)?.accessToken;
    if (!token) throw new Error(`login ${account}: ${r.retmsg}`);
    return token;
  };
  /** A demo order of `staff`'s institution in `status`. */
  const demoOrder = async (staff: string, status: number) =>
    (
      await reader!.db
        .selectFrom('order_info')
        .innerJoin('institution_staff', 'institution_staff.institution_id', 'order_info.institution_id')
        .innerJoin('sys_member', 'sys_member.id', 'institution_staff.member_id')
        .select('order_info.id')
        .where('sys_member.user_account', '=', staff)
        .where('order_info.status', '=', status)
        .orderBy('order_info.id')
        .executeTakeFirstOrThrow()
    ).id;
  const smsOf = (orderId: number) => reader!.db.selectFrom('notification_sms').selectAll().where('order_id', '=', orderId).execute();
  const outboxCount = async (content: string) => (await reader!.db.selectFrom('sms_outbox').select('id').where('content', '=', content).execute()).length;
  const sentEventually = async (orderId: number) => {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if ((await smsOf(orderId)).every((s) => s.status === 'sent')) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`the SMS of order ${orderId} was not sent within 60 s:\n${server!.output()}`);
  };

  it('sends an acknowledged move’s SMS once, after a kill -9 between commit and send', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL;
    const databaseUrl = adminUrl ? await createPostgresDatabase(adminUrl) : undefined;
    const base: Record<string, string> = { RATE_LIMIT: 'off', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
    const held = { ...base, NOTICE_SMS_START_DELAY_MS: '600000' };
    const running = { ...base, NOTICE_SMS_START_DELAY_MS: '0', NOTICE_SMS_POLL_MS: '200' };

    server = await startServer({ dataDir, env: held });
    reader = openDatabase({ databaseUrl, dataDir });
    const orderId = await demoOrder('jigou01', ORDER_STATUS.PENDING_PAYMENT_CONFIRM);
    const moved = await post('/api/institutionOrder/rejectPayment', { orderId, reason: '未查询到到账记录' }, await signIn('jigou01'));
    expect(moved, moved.retmsg).toMatchObject({ retcode: 1 });
    const [queued] = await smsOf(orderId);
    expect(queued).toMatchObject({ kind: 'paymentRejected', status: 'pending', attempts: 0 });
    expect(await outboxCount(queued!.content)).toBe(0);

    await server.kill();
    server = await startServer({ dataDir, env: running });
    await sentEventually(orderId);
    expect(await smsOf(orderId)).toEqual([expect.objectContaining({ status: 'sent', attempts: 1 })]);
    expect(await outboxCount(queued!.content)).toBe(1);

    // Crash again and restart: the worker runs (it sends another order's SMS) and sends the first one no more.
    await server.kill();
    server = await startServer({ dataDir, env: running });
    const other = await demoOrder('jigou03', ORDER_STATUS.PENDING_SAMPLE_RECEIPT);
    expect(await post('/api/institutionOrder/returnOrder', { orderId: other, reason: '样品包装破损' }, await signIn('jigou03'))).toMatchObject({ retcode: 1 });
    await sentEventually(other);
    expect(await outboxCount(queued!.content)).toBe(1);
    expect(await smsOf(orderId)).toEqual([expect.objectContaining({ status: 'sent', attempts: 1 })]);
  }, 240_000);
});
