import type * as Prefill from '../checkout-prefill';
import { getEndpoint, postEndpoint } from '../endpoint';
import type * as Orders from '../orders';

/** §7 orderInfo and orderEvaluation/addOrderEvaluation: a member's own orders (the ticker is public); reports are reportCalls'. */
export const orderCalls = {
  /** One order per institution; the submission id makes a double click one order. */
  placeOrder: postEndpoint<typeof Orders.placeOrderBodySchema, Orders.PlaceOrderResult>('/api/orderInfo/placeOrder'),
  /** The checkout's amounts (or an order's), prices re-read on the server, in fen. */
  getPayAmount: getEndpoint<typeof Orders.getPayAmountQuerySchema, Orders.PayAmount>('/api/orderInfo/getPayAmount'),
  /** My orders, paged, with the counts per status for the tabs. */
  queryOrderInfo: getEndpoint<typeof Orders.queryOrderQuerySchema, Orders.OrderPage>('/api/orderInfo/queryOrderInfo'),
  getOrder: getEndpoint<typeof Orders.getOrderQuerySchema, Orders.OrderDetail>('/api/orderInfo/getOrder'),
  /** Every shipment of my order with its tracking events. */
  getRealTimeLogistics: getEndpoint<typeof Orders.getRealTimeLogisticsQuerySchema, Orders.LogisticsTrack[]>('/api/orderInfo/getRealTimeLogistics'),
  cancelOrder: postEndpoint<typeof Orders.cancelOrderBodySchema, Orders.OrderMoveResult>('/api/orderInfo/cancelOrder'),
  /** The signed copy of the institution's contract. */
  signContract: postEndpoint<typeof Orders.signContractBodySchema, Orders.OrderMoveResult>('/api/orderInfo/signContract'),
  /** Offline transfer: the vouchers the member uploaded. */
  payOrder: postEndpoint<typeof Orders.payOrderBodySchema, Orders.OrderMoveResult>('/api/orderInfo/payOrder'),
  /** The courier and tracking number of the samples sent. */
  sendOutGoods: postEndpoint<typeof Orders.sendOutGoodsBodySchema, Orders.OrderMoveResult>('/api/orderInfo/sendOutGoods'),
  /** A rejected order (审核驳回), edited and sent for review again. */
  resubmitOrder: postEndpoint<typeof Orders.resubmitOrderBodySchema, Orders.OrderMoveResult>('/api/orderInfo/resubmitOrder'),
  /** Issue #20: the member's address book, recent return contacts and invoice, or its account's. */
  getCheckoutPrefill: getEndpoint<undefined, Prefill.CheckoutPrefill>('/api/orderInfo/getCheckoutPrefill'),
  /** Public: the latest orders with masked names, for the home ticker. */
  queryNewOrder: getEndpoint<typeof Orders.queryNewOrderQuerySchema, Orders.NewOrderTicker[]>('/api/orderInfo/queryNewOrder'),
  /** Once per completed order; shown after audit. */
  addOrderEvaluation: postEndpoint<typeof Orders.addOrderEvaluationBodySchema, Orders.AddedEvaluation>('/api/orderEvaluation/addOrderEvaluation'),
} as const;
