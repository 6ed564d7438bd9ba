import type * as Prefill from '../checkout-prefill';
import { getEndpoint, postEndpoint } from '../endpoint';
import type * as Orders from '../orders';

/**
 * `orderCalls`: §7 orderInfo and orderEvaluation/addOrderEvaluation: a member's own orders (the ticker is public); reports are reportCalls'.
 * @tcm/shared re-exports this file as a namespace (`export * as orderCalls`), so a page carries only
 * the descriptors it uses.
 */

/** One order per institution; the submission id makes a double click one order. */
export const placeOrder = postEndpoint<typeof Orders.placeOrderBodySchema, Orders.PlaceOrderResult>('/api/orderInfo/placeOrder');
/** The checkout's amounts (or an order's), prices re-read on the server, in fen. */
export const getPayAmount = getEndpoint<typeof Orders.getPayAmountQuerySchema, Orders.PayAmount>('/api/orderInfo/getPayAmount');
/** My orders, paged, with the counts per status for the tabs. */
export const queryOrderInfo = getEndpoint<typeof Orders.queryOrderQuerySchema, Orders.OrderPage>('/api/orderInfo/queryOrderInfo');
export const getOrder = getEndpoint<typeof Orders.getOrderQuerySchema, Orders.OrderDetail>('/api/orderInfo/getOrder');
/** Every shipment of my order with its tracking events. */
export const getRealTimeLogistics = getEndpoint<typeof Orders.getRealTimeLogisticsQuerySchema, Orders.LogisticsTrack[]>('/api/orderInfo/getRealTimeLogistics');
export const cancelOrder = postEndpoint<typeof Orders.cancelOrderBodySchema, Orders.OrderMoveResult>('/api/orderInfo/cancelOrder');
/** The signed copy of the institution's contract. */
export const signContract = postEndpoint<typeof Orders.signContractBodySchema, Orders.OrderMoveResult>('/api/orderInfo/signContract');
/** Offline transfer: the vouchers the member uploaded. */
export const payOrder = postEndpoint<typeof Orders.payOrderBodySchema, Orders.OrderMoveResult>('/api/orderInfo/payOrder');
/** The courier and tracking number of the samples sent. */
export const sendOutGoods = postEndpoint<typeof Orders.sendOutGoodsBodySchema, Orders.OrderMoveResult>('/api/orderInfo/sendOutGoods');
/** A rejected order (审核驳回), edited and sent for review again. */
export const resubmitOrder = postEndpoint<typeof Orders.resubmitOrderBodySchema, Orders.OrderMoveResult>('/api/orderInfo/resubmitOrder');
/** Issue #20: the member's address book, recent return contacts and invoice, or its account's. */
export const getCheckoutPrefill = getEndpoint<undefined, Prefill.CheckoutPrefill>('/api/orderInfo/getCheckoutPrefill');
/** Public: the latest orders with masked names, for the home ticker. */
export const queryNewOrder = getEndpoint<typeof Orders.queryNewOrderQuerySchema, Orders.NewOrderTicker[]>('/api/orderInfo/queryNewOrder');
/** Once per completed order; shown after audit. */
export const addOrderEvaluation = postEndpoint<typeof Orders.addOrderEvaluationBodySchema, Orders.AddedEvaluation>('/api/orderEvaluation/addOrderEvaluation');
