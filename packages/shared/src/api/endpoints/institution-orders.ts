import { getEndpoint, postEndpoint } from '../endpoint';
import type {
  LogisticsTrack,
  OrderDetail,
  OrderPage,
  addTrackingEventBodySchema,
  getOrderQuerySchema,
  institutionOrderIdBodySchema,
  provideContractBodySchema,
  queryOrderQuerySchema,
  reasonBodySchema,
  shipSampleBackBodySchema,
} from '../orders';
import type { queryTrackingEventsQuerySchema } from '../workbench';

/**
 * Issue #9/#11: the institution side of the order lifecycle (staff, on their own institution's
 * orders only). Each move answers the order as it now stands; issuing a report is reportCalls'.
 */
export const institutionOrderCalls = {
  /** Our institution's orders, paged, with the counts per status for the tabs. */
  queryOrder: getEndpoint<typeof queryOrderQuerySchema, OrderPage>('/api/institutionOrder/queryOrder'),
  getOrder: getEndpoint<typeof getOrderQuerySchema, OrderDetail>('/api/institutionOrder/getOrder'),
  approveOrder: postEndpoint<typeof institutionOrderIdBodySchema, OrderDetail>('/api/institutionOrder/approveOrder'),
  rejectOrder: postEndpoint<typeof reasonBodySchema, OrderDetail>('/api/institutionOrder/rejectOrder'),
  provideContract: postEndpoint<typeof provideContractBodySchema, OrderDetail>('/api/institutionOrder/provideContract'),
  confirmPayment: postEndpoint<typeof institutionOrderIdBodySchema, OrderDetail>('/api/institutionOrder/confirmPayment'),
  rejectPayment: postEndpoint<typeof reasonBodySchema, OrderDetail>('/api/institutionOrder/rejectPayment'),
  /** The samples arrived: testing starts. */
  confirmReceipt: postEndpoint<typeof institutionOrderIdBodySchema, OrderDetail>('/api/institutionOrder/confirmReceipt'),
  returnOrder: postEndpoint<typeof reasonBodySchema, OrderDetail>('/api/institutionOrder/returnOrder'),
  shipSampleBack: postEndpoint<typeof shipSampleBackBodySchema, OrderDetail>('/api/institutionOrder/shipSampleBack'),
  /** One event on a shipment of our order (either direction); not a status move. */
  addTrackingEvent: postEndpoint<typeof addTrackingEventBodySchema, null>('/api/institutionOrder/addTrackingEvent'),
  /** Each shipment of our order with the events recorded on it, newest first. */
  queryTrackingEvents: getEndpoint<typeof queryTrackingEventsQuerySchema, LogisticsTrack[]>('/api/institutionOrder/queryTrackingEvents'),
} as const;
