import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type Clock, iso } from '../../lib/clock';
import type { Gateways, Refunds } from './refunds';
import { type RefundRow, createPaymentRepository } from './repository';

export interface RefundWorkerSettings {
  /** The wait after the first query; each further one doubles it … */
  retryBaseMs: number;
  /** … up to this. A refund is asked about until the gateway settles it: money is never given up on. */
  retryMaxMs: number;
}
export const DEFAULT_REFUND_WORKER_SETTINGS: RefundWorkerSettings = { retryBaseMs: 120_000, retryMaxMs: 3_600_000 };
const BATCH = 50;

export type RefundQueryOutcome = 'settled' | 'processing' | 'resubmitted' | 'noAnswer' | 'lost';

/**
 * Refunds stuck in 退款中: the gateway never answered the request and sent no notification. Each
 * refund due (next_query_at, first REFUND_FIRST_QUERY_MS after it was recorded) is claimed by a
 * conditional update that also sets its next query with backoff, then its gateway is asked
 * (Alipay fastpay.refund.query, WeChat GET refund): done, refused, abnormal (退款异常, kept reserved
 * with the gateway's words) settle it; still processing waits for the next query; never received
 * is asked again with the same out_refund_no (both gateways are idempotent on it), a refusal then
 * being abnormal; no answer waits too.
 */
export function createRefundWorker(deps: { db: Kysely<Database>; clock: Clock; gateways: Gateways; refunds: Refunds; log: { warn(obj: object, msg: string): void }; settings?: RefundWorkerSettings }) {
  const { db, clock, gateways, refunds, log, settings = DEFAULT_REFUND_WORKER_SETTINGS } = deps;
  const repo = createPaymentRepository(db);
  const wait = (attempts: number) => Math.min(settings.retryBaseMs * 2 ** attempts, settings.retryMaxMs);

  async function queryOne(refund: RefundRow): Promise<RefundQueryOutcome> {
    if (!(await repo.claimQuery(refund, iso(clock.now() + wait(refund.query_attempts))))) return 'lost';
    const payment = await repo.paymentById(refund.payment_id);
    const gateway = payment ? gateways[payment.channel] : undefined;
    if (!payment || !gateway) return 'noAnswer';
    try {
      const state = await gateway.queryRefund({ outTradeNo: payment.out_trade_no, outRefundNo: refund.out_refund_no });
      if (state.status === 'processing') return 'processing';
      if (state.status === 'unknown') {
        await refunds.submit(payment, refund.out_refund_no, { refusedIs: 'abnormal' });
        return 'resubmitted';
      }
      await refunds.settle(refund, state, null);
      return 'settled';
    } catch (e) {
      log.warn({ outRefundNo: refund.out_refund_no, err: e instanceof Error ? e.message : String(e) }, 'refund query without an answer');
      return 'noAnswer';
    }
  }

  return {
    /** Asks about every refund due now, once each; answers what became of them. */
    async runOnce(): Promise<Record<RefundQueryOutcome, number>> {
      const tally: Record<RefundQueryOutcome, number> = { settled: 0, processing: 0, resubmitted: 0, noAnswer: 0, lost: 0 };
      const tried = new Set<number>();
      for (;;) {
        const due = (await repo.dueRefunds(iso(clock.now()), BATCH)).filter((r) => !tried.has(r.id));
        if (!due.length) return tally;
        for (const r of due) {
          tried.add(r.id);
          tally[await queryOne(r)] += 1;
        }
      }
    },
  };
}
export type RefundWorker = ReturnType<typeof createRefundWorker>;
