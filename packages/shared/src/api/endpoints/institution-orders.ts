import { getEndpoint, postEndpoint } from '../endpoint';
import type * as Orders from '../orders';
import type * as Workbench from '../workbench';

/**
 * Issue #9/#11: the institution side of the order lifecycle (staff, on their own institution's
 * orders only). Each move answers the order as it now stands; issuing a report is reportCalls'.
 */
export const institutionOrderCalls = {
  /** Our institution's orders, paged, with the counts per status for the tabs. */
  queryOrder: getEndpoint<typeof Orders.queryOrderQuerySchema, Orders.OrderPage>('/api/institutionOrder/queryOrder'),
  getOrder: getEndpoint<typeof Orders.getOrderQuerySchema, Orders.OrderDetail>('/api/institutionOrder/getOrder'),
  approveOrder: postEndpoint<typeof Orders.institutionOrderIdBodySchema, Orders.OrderDetail>('/api/institutionOrder/approveOrder'),
  rejectOrder: postEndpoint<typeof Orders.reasonBodySchema, Orders.OrderDetail>('/api/institutionOrder/rejectOrder'),
  provideContract: postEndpoint<typeof Orders.provideContractBodySchema, Orders.OrderDetail>('/api/institutionOrder/provideContract'),
  confirmPayment: postEndpoint<typeof Orders.institutionOrderIdBodySchema, Orders.OrderDetail>('/api/institutionOrder/confirmPayment'),
  rejectPayment: postEndpoint<typeof Orders.reasonBodySchema, Orders.OrderDetail>('/api/institutionOrder/rejectPayment'),
  /** The samples arrived: testing starts. */
  confirmReceipt: postEndpoint<typeof Orders.institutionOrderIdBodySchema, Orders.OrderDetail>('/api/institutionOrder/confirmReceipt'),
  returnOrder: postEndpoint<typeof Orders.reasonBodySchema, Orders.OrderDetail>('/api/institutionOrder/returnOrder'),
  shipSampleBack: postEndpoint<typeof Orders.shipSampleBackBodySchema, Orders.OrderDetail>('/api/institutionOrder/shipSampleBack'),
  /** One event on a shipment of our order (either direction); not a status move. */
  addTrackingEvent: postEndpoint<typeof Orders.addTrackingEventBodySchema, null>('/api/institutionOrder/addTrackingEvent'),
  /** Each shipment of our order with the events recorded on it, newest first. */
  queryTrackingEvents: getEndpoint<typeof Workbench.queryTrackingEventsQuerySchema, Orders.LogisticsTrack[]>('/api/institutionOrder/queryTrackingEvents'),
} as const;
