import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ORDER_STATUS } from '@tcm/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/database';
import { ALIPAY_NOTIFY_PATH } from '../src/modules/payments/alipay-gateway';
import { integrityProblems } from './helpers/db-integrity';
import { fakeKeyDir, startAlipayFake } from './helpers/payment-fakes';
import { type ServerProcess, startServer } from './helpers/server-process';
import { createPostgresDatabase, testEngine } from './helpers/test-app';

/**
 * Issue #23: a payment notification our server acknowledged ("success": Alipay stops retrying)
 * survives kill -9 — the order is 待寄送样品, the payment paid, the timeline has the gateway's move.
 * Every third order was cancelled with its QR code closed: its acknowledged notification must have
 * left the payment paid and its full refund recorded. The real server runs as a process with the
 * fake Alipay's keys (on PostgreSQL too, as the durability gate: TEST_DATABASE_URL); orders at
 * 待支付 with a pending payment each are made as data (copies of the demo's 待支付 order); the
 * database is checked sound afterwards.
 */
const ORDERS = 30;
const TARGET_ACKS = 8;

describe(`payment notification durability on ${testEngine}`, () => {
  let server: ServerProcess | undefined;
  let reader: DatabaseHandle | undefined;
  let alipay: Awaited<ReturnType<typeof startAlipayFake>> | undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tcm-pay-crash-'));
  afterAll(async () => {
    await reader?.db.destroy();
    await server?.stop();
    await alipay?.close();
  });

  it('keeps every acknowledged notification through a kill -9', async () => {
    alipay = await startAlipayFake(fakeKeyDir());
    const adminUrl = process.env.TEST_DATABASE_URL;
    const databaseUrl = adminUrl ? await createPostgresDatabase(adminUrl) : undefined;
    const env: Record<string, string> = { RATE_LIMIT: 'off', ...alipay.env, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
    server = await startServer({ dataDir, env });
    reader = openDatabase({ databaseUrl, dataDir });
    const db = reader.db;

    const template = await db.selectFrom('order_info').selectAll().where('status', '=', ORDER_STATUS.PENDING_PAYMENT).orderBy('id').executeTakeFirstOrThrow();
    await db.updateTable('institution').set({ accepts_online_payment: 1 }).where('id', '=', template.institution_id).execute();
    const trades: { outTradeNo: string; amount: string; cancelled: boolean }[] = [];
    for (let i = 0; i < ORDERS; i++) {
      const { id: _id, version: _v, ...rest } = template;
      const cancelled = i % 3 === 2;
      const order = await db.insertInto('order_info').values({ ...rest, ...(cancelled ? { status: ORDER_STATUS.CANCELLED } : {}), order_no: `${template.order_no.slice(0, 14)}C${String(i).padStart(3, '0')}`, submission_id: `crash-${i}-${Date.now()}` }).returning('id').executeTakeFirstOrThrow();
      const outTradeNo = `PCRASH${String(i).padStart(4, '0')}${Date.now()}`;
      const now = new Date().toISOString();
      await db.insertInto('order_payment').values({ order_id: order.id, channel: 'alipay', out_trade_no: outTradeNo, gateway_trade_no: null, amount_fen: template.total_fen, status: cancelled ? 'closed' : 'pending', qr_code: 'https://qr.alipay.com/crash', raw_notification: null, paid_at: null, created_at: now, updated_at: now }).execute();
      trades.push({ outTradeNo, amount: (template.total_fen / 100).toFixed(2), cancelled });
    }

    const acknowledged: string[] = [];
    let next = 0;
    let stop = false;
    async function worker(): Promise<void> {
      while (!stop && next < trades.length) {
        const t = trades[next++]!;
        const body = alipay!.paidNotice(t.outTradeNo, { fields: { total_amount: t.amount, receipt_amount: t.amount, buyer_pay_amount: t.amount, trade_no: `2026${t.outTradeNo.slice(6, 10)}` } });
        try {
          const res = await fetch(server!.baseUrl + ALIPAY_NOTIFY_PATH, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
          if ((await res.text()) === 'success') acknowledged.push(t.outTradeNo);
        } catch {
          // The server died under this notification: never acknowledged, Alipay would send it again.
        }
      }
    }
    const workers = Array.from({ length: 4 }, () => worker());
    const started = Date.now();
    while (acknowledged.length < TARGET_ACKS && Date.now() - started < 45_000) await new Promise((r) => setTimeout(r, 20));
    await server.kill();
    stop = true;
    await Promise.all(workers);
    expect(acknowledged.length, 'some notifications were acknowledged before the crash').toBeGreaterThanOrEqual(TARGET_ACKS);

    server = await startServer({ dataDir, env });
    const rows = await db
      .selectFrom('order_payment')
      .innerJoin('order_info', 'order_info.id', 'order_payment.order_id')
      .select(['order_payment.out_trade_no', 'order_payment.status', 'order_info.status as order_status', 'order_info.id as order_id'])
      .where('order_payment.out_trade_no', 'in', acknowledged)
      .execute();
    expect(rows).toHaveLength(acknowledged.length);
    const wasCancelled = new Set(trades.filter((t) => t.cancelled).map((t) => t.outTradeNo));
    for (const r of rows) expect([r.out_trade_no, r.status, r.order_status]).toEqual([r.out_trade_no, 'paid', wasCancelled.has(r.out_trade_no) ? ORDER_STATUS.CANCELLED : ORDER_STATUS.PENDING_SAMPLE_SHIPMENT]);
    const paidOnes = rows.filter((r) => !wasCancelled.has(r.out_trade_no)).map((r) => r.order_id);
    const refundedOnes = rows.filter((r) => wasCancelled.has(r.out_trade_no)).map((r) => r.order_id);
    expect(refundedOnes.length, 'some acknowledged notifications were for cancelled orders').toBeGreaterThan(0);
    const moves = paidOnes.length ? await db.selectFrom('order_log').select('order_id').where('action', '=', 'payOnline').where('order_id', 'in', paidOnes).execute() : [];
    expect(moves).toHaveLength(paidOnes.length);
    const refunds = await db.selectFrom('order_refund').select(['order_id', 'amount_fen', 'initiated_by']).where('order_id', 'in', refundedOnes).execute();
    expect(refunds.map((r) => r.order_id).sort()).toEqual([...refundedOnes].sort());
    for (const r of refunds) expect(r).toMatchObject({ amount_fen: template.total_fen, initiated_by: 'gateway' });
    expect(await integrityProblems(reader)).toEqual([]);
    console.log(`payment durability (${testEngine}): ${acknowledged.length} acknowledged notifications, all present after kill -9`);
  }, 180_000);
});
