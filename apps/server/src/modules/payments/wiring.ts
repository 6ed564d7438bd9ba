import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { ChangeFeed } from '../live/feed';
import { ALIPAY_NOTIFY_PATH, createAlipayGateway } from './alipay-gateway';
import { createPaymentAdminReads } from './admin-reads';
import { createNotifyHandler } from './notify-handler';
import type { RefundInvoices } from './invoices-port';
import type { PaymentOrders } from './orders-port';
import { type Gateways, createRefunds } from './refunds';
import { createPaymentService } from './service';
import { WECHAT_NOTIFY_PATH, createWechatGateway } from './wechat-gateway';

/** The configured gateways (none: online payment not offered), the service and the notification handler. */
export function createPaymentServices(deps: { db: Kysely<Database>; clock: Clock; config: AppConfig; orders: PaymentOrders; invoices: RefundInvoices; changes: ChangeFeed; log: FastifyBaseLogger }) {
  const { db, clock, config, orders, invoices, changes, log } = deps;
  const { alipay, wechat } = config.payments;
  const gateways: Gateways = {
    ...(alipay ? { alipay: createAlipayGateway(alipay, `${config.publicBaseUrl}${ALIPAY_NOTIFY_PATH}`) } : {}),
    ...(wechat ? { wechat: createWechatGateway(wechat, `${config.publicBaseUrl}${WECHAT_NOTIFY_PATH}`, clock) } : {}),
  };
  const refunds = createRefunds({ db, clock, gateways, log });
  return {
    payments: createPaymentService({ db, clock, orders, gateways, refunds, invoices, changes }),
    paymentAdmin: createPaymentAdminReads(db),
    paymentNotices: createNotifyHandler({ db, clock, orders, gateways, refunds, changes, log }),
  };
}
