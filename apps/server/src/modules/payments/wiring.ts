import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { AuditService } from '../audit/service';
import type { ChangeFeed } from '../live/feed';
import { ALIPAY_NOTIFY_PATH, createAlipayGateway } from './alipay-gateway';
import { createPaymentAdminReads } from './admin-reads';
import { createNotifyHandler } from './notify-handler';
import type { RefundInvoices } from './invoices-port';
import type { PaymentOrders } from './orders-port';
import { createPendingPaymentCloser } from './pending-closer';
import { createRefundWorker } from './refund-worker';
import { type Gateways, createRefunds } from './refunds';
import { createPaymentService } from './service';
import { WECHAT_NOTIFY_PATH, createWechatGateway } from './wechat-gateway';

/** The configured gateways (none: online payment not offered). */
export function createPaymentGateways(config: AppConfig, clock: Clock): Gateways {
  const { alipay, wechat } = config.payments;
  return {
    ...(alipay ? { alipay: createAlipayGateway(alipay, `${config.publicBaseUrl}${ALIPAY_NOTIFY_PATH}`) } : {}),
    ...(wechat ? { wechat: createWechatGateway(wechat, `${config.publicBaseUrl}${WECHAT_NOTIFY_PATH}`, clock) } : {}),
  };
}

/** The orders module's move hook: an order leaving 待支付 closes its QR codes (made before the orders services, which take it). */
export const createPaymentMoveHook = createPendingPaymentCloser;

/** The service, the operators' reads, the notification handler and the refund worker. */
export function createPaymentServices(deps: { db: Kysely<Database>; clock: Clock; gateways: Gateways; orders: PaymentOrders; invoices: RefundInvoices; changes: ChangeFeed; audit: AuditService; log: FastifyBaseLogger }) {
  const { db, clock, gateways, orders, invoices, changes, audit, log } = deps;
  const refunds = createRefunds({ db, clock, gateways, log });
  return {
    payments: createPaymentService({ db, clock, orders, gateways, refunds, audit, invoices, changes }),
    paymentAdmin: createPaymentAdminReads(db),
    paymentNotices: createNotifyHandler({ db, clock, orders, gateways, refunds, changes, log }),
    /** Asks the gateways about refunds stuck in 退款中 (started by payments/refund-worker-job.ts). */
    refundWorker: createRefundWorker({ db, clock, gateways, refunds, log }),
  };
}
