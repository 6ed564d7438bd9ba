import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { AddressBook } from '../addresses/service';
import type { AuditService } from '../audit/service';
import type { PrivateDocuments } from '../files/private-files';
import type { OfferedServices } from '../institutions/offered';
import type { CheckoutInvoicing } from '../invoices/ports';
import { invoiceWhenPaid } from './checkout-invoice';
import { createOrdersForInvoices } from './for-invoices';
import { createOrdersForMessages } from './for-messages';
import { createOrdersForPayments } from './for-payments';
import { createOrdersForResults } from './for-results';
import type { ChangeFeed } from '../live/feed';
import type { LogisticsNotices, OrderNotices } from '../notifications/writer';
import { createInstitutionMoves } from './institution-moves';
import { createCourierLogistics } from './courier-logistics';
import { type CourierApi, createRecordedLogistics } from './logistics';
import { createMemberMoves } from './member-moves';
import { type MoveHook, createMover } from './moves';
import { type CurrentReports, createOrderReader } from './reader';
import { createSampleSheetService } from './sample-sheet';
import { createShipmentPushes } from './shipment-pushes';
import { createShipmentSubscriptions } from './shipment-subscriptions';
import { createOrderService } from './service';
import { createTrackingService } from './tracking-service';

export interface OrderDeps {
  db: Kysely<Database>;
  clock: Clock;
  /** Makes the contracts, vouchers and reports a move accepts private to the order (issue #17). */
  documents: PrivateDocuments;
  /** The institutions' services on offer: a cart is priced from them. */
  offered: OfferedServices;
  /** An order's current report, for its detail (the reports module's). */
  reports: CurrentReports;
  /** The member's address book, where checkout starts (the addresses module's). */
  addresses: AddressBook;
  /** The audit trail an institution's moves write to (issue #17). */
  audit: AuditService;
  /** Where a move is announced after its commit (issue #22). */
  changes: ChangeFeed;
  /** Writes a move's (and a placed order's) notifications in its transaction (issue #22). */
  notices: OrderNotices & LogisticsNotices;
  /**
   * Issue #22: the courier aggregator, when configured. Then getRealTimeLogistics adds its live
   * answer to the stored events and new shipments are subscribed to its pushes; without it the
   * stored events answer alone.
   */
  couriers?: CourierApi;
  /** Issue #23: the invoice asked for at checkout, requested in the move that confirms the payment (the invoices module's). */
  invoicing?: CheckoutInvoicing;
  /** Where a background subscription attempt that broke is reported. */
  log: { warn(obj: object, msg: string): void };
  /** Other modules' parts in every move (issue #23: payments close the QR codes of an order leaving 待支付). */
  moveHooks?: readonly MoveHook[];
}

/** The ordering services, for members and institutions. */
export function createOrderServices({ db, clock, documents, offered, reports, addresses, audit, changes, notices, couriers, invoicing, log, moveHooks = [] }: OrderDeps) {
  const reader = createOrderReader(db, clock, { reports, documents, addresses });
  const move = createMover(db, clock, changes, notices, invoicing ? [...moveHooks, invoiceWhenPaid(invoicing)] : moveHooks);
  const logistics = couriers ? createCourierLogistics({ db, api: couriers, clock }) : createRecordedLogistics(db);
  const subscriptions = createShipmentSubscriptions({ db, clock, couriers, log });
  return {
    orderReader: reader,
    orders: createOrderService({ db, clock, reader, move, offered, notices, changes }),
    /** 批量导入样品: an institution's sample sheet template and the check of a filled one (issue #21). */
    sampleSheets: createSampleSheetService({ offered }),
    memberMoves: createMemberMoves({ db, reader, move, documents, subscriptions }),
    institutionMoves: createInstitutionMoves({ db, clock, reader, move, documents, audit, subscriptions }),
    orderTracking: createTrackingService({ db, reader, logistics }),
    /** Issue #22: shipments' subscriptions at the courier aggregator (retried by subscription-retry-job.ts). */
    shipmentSubscriptions: subscriptions,
    /** Issue #22: the aggregator's verified pushes, stored (the couriers module's callback hands them over). */
    shipmentPushes: createShipmentPushes({ db, clock, changes, notices }),
    /** The results module's view of orders (issue #21). */
    forResults: createOrdersForResults(db, reader),
    /** The order-messages module's view of orders (issue #22). */
    forMessages: createOrdersForMessages(db, reader),
    /** What invoices read of orders (issue #23). */
    forInvoices: createOrdersForInvoices(reader),
    /** The payments module's view of orders, and its one move (issue #23). */
    forPayments: createOrdersForPayments(db, reader, move),
  };
}
