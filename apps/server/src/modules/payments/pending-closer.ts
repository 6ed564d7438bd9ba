import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { PAYABLE } from './orders-port';
import type { Gateways } from './refunds';
import { createPaymentRepository } from './repository';

/**
 * Issue #23: an order that leaves 待支付 another way (the member pays by voucher, cancels; or one QR
 * code is paid) has its pending QR codes closed — the rows in the move's transaction, then the
 * gateway's close (Alipay trade.close, WeChat close-order) after the commit. A close the gateway
 * refuses or never answers is only logged: if the member did pay that code, its notification finds
 * the payment closed and the order no longer waiting, and refunds it (notify-handler.ts).
 * A move hook of the orders module (orders/moves.ts MoveHook), handed over by wiring.ts.
 */
export function createPendingPaymentCloser(deps: { gateways: Gateways; log: { warn(obj: object, msg: string): void } }) {
  const { gateways, log } = deps;
  return {
    async inMove(trx: Kysely<Database>, order: { id: number; status: number }, to: number, now: string): Promise<(() => Promise<void>) | null> {
      if (!PAYABLE.includes(order.status) || PAYABLE.includes(to)) return null;
      const closed = await createPaymentRepository(trx).closePending(order.id, now);
      if (closed.length === 0) return null;
      return async () => {
        for (const p of closed) {
          try {
            await gateways[p.channel]?.close(p.out_trade_no);
          } catch (e) {
            log.warn({ outTradeNo: p.out_trade_no, err: e instanceof Error ? e.message : String(e) }, 'closing a QR code at the gateway failed');
          }
        }
      };
    },
  };
}
