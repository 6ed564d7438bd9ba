import { getEndpoint, postEndpoint } from '../endpoint';
import type * as Moves from '../institution-moves';
import type * as Orders from '../orders';
import type * as Workbench from '../workbench';

/**
 * `institutionOrderCalls`: * Issue #9/#11: the institution side of the order lifecycle (staff, on their own institution's
 * orders only). Each move answers the order as it now stands; issuing a report is reportCalls'.
 * @tcm/shared re-exports this file as a namespace (`export * as institutionOrderCalls`), so a page carries only
 * the descriptors it uses.
 */

/** Our institution's orders, paged, with the counts per status for the tabs. */
export const queryOrder = getEndpoint<typeof Orders.queryOrderQuerySchema, Orders.OrderPage>('/api/institutionOrder/queryOrder');
export const getOrder = getEndpoint<typeof Orders.getOrderQuerySchema, Orders.OrderDetail>('/api/institutionOrder/getOrder');
export const approveOrder = postEndpoint<typeof Moves.institutionOrderIdBodySchema, Orders.OrderDetail>('/api/institutionOrder/approveOrder');
export const rejectOrder = postEndpoint<typeof Moves.reasonBodySchema, Orders.OrderDetail>('/api/institutionOrder/rejectOrder');
export const provideContract = postEndpoint<typeof Moves.provideContractBodySchema, Orders.OrderDetail>('/api/institutionOrder/provideContract');
export const confirmPayment = postEndpoint<typeof Moves.institutionOrderIdBodySchema, Orders.OrderDetail>('/api/institutionOrder/confirmPayment');
export const rejectPayment = postEndpoint<typeof Moves.reasonBodySchema, Orders.OrderDetail>('/api/institutionOrder/rejectPayment');
/** The samples arrived: testing starts. */
export const confirmReceipt = postEndpoint<typeof Moves.institutionOrderIdBodySchema, Orders.OrderDetail>('/api/institutionOrder/confirmReceipt');
export const returnOrder = postEndpoint<typeof Moves.reasonBodySchema, Orders.OrderDetail>('/api/institutionOrder/returnOrder');
export const shipSampleBack = postEndpoint<typeof Moves.shipSampleBackBodySchema, Orders.OrderDetail>('/api/institutionOrder/shipSampleBack');
/** One event on a shipment of our order (either direction); not a status move. */
export const addTrackingEvent = postEndpoint<typeof Moves.addTrackingEventBodySchema, null>('/api/institutionOrder/addTrackingEvent');
/** Each shipment of our order with the events recorded on it, newest first. */
export const queryTrackingEvents = getEndpoint<typeof Workbench.queryTrackingEventsQuerySchema, Orders.LogisticsTrack[]>('/api/institutionOrder/queryTrackingEvents');
