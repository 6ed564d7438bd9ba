import type { Query, QueryClient } from '@tanstack/react-query';
import type { ApiGetPath, LiveChange } from '@tcm/shared';

/**
 * Issue #22: which open queries a live change makes stale. A query is known by the endpoint it was
 * made from — callQueryOptions tags every query with its descriptor's path and input (`meta`) — so
 * the match does not depend on how each feature spells its query keys. Only active queries refetch
 * at once; the others refetch when next shown.
 *
 * The paths below are the descriptors' own, typed as paths the server registers (ApiGetPath) and
 * checked against the descriptors by live-refetch.test.ts, which builds its queries from them. The
 * descriptors themselves are not imported: this file loads for every signed-in page, and importing
 * them would pull each area's descriptor files out of that area's chunk (vite.chunks.ts).
 */

/** What callQueryOptions records on a query. */
export interface CallMeta {
  endpoint: string;
  input: unknown;
}

/** Reads that list or count orders (both sides' lists and their per-status counts, reports, the operators' dashboard): any order's change. */
const ORDER_LISTS: ReadonlySet<string> = new Set<ApiGetPath>([
  '/api/orderInfo/queryOrderInfo',
  '/api/institutionOrder/queryOrder',
  '/api/orderInfo/queryMyReport',
  '/api/admin/dashboard',
  // Issue #23: 我的发票 and the workbench's invoice queue (an invoice move announces its order).
  '/api/orderInfo/getMyInvoices',
  '/api/institutionOrder/getInvoices',
]);

/** Reads of one order, with the input field that names it. */
const ORDER_READS: Readonly<Partial<Record<ApiGetPath, string>>> = {
  '/api/orderInfo/getOrder': 'id',
  '/api/institutionOrder/getOrder': 'id',
  '/api/orderInfo/getRealTimeLogistics': 'orderId',
  '/api/institutionOrder/queryTrackingEvents': 'orderId',
  '/api/institutionOrder/queryOrderReports': 'orderId',
  '/api/orderInfo/getOrderResults': 'orderId',
  '/api/institutionOrder/getResultSheet': 'orderId',
  '/api/orderInfo/getOrderInvoices': 'orderId',
  '/api/institutionOrder/getOrderInvoices': 'orderId',
};

/** A shipment's tracking, on both sides. */
const LOGISTICS_READS: ReadonlySet<string> = new Set<ApiGetPath>(['/api/orderInfo/getRealTimeLogistics', '/api/institutionOrder/queryTrackingEvents']);

/** 消息中心: the lists and the unread count (every path of the notice calls). */
const NOTICE_PREFIX = '/api/notice/';
/** An order's message thread, on either side (…/getMessages?orderId=). */
const MESSAGES_SUFFIX = '/getMessages';

export function callMetaOf(query: Pick<Query, 'meta'>): CallMeta | null {
  const meta = query.meta as Partial<CallMeta> | undefined;
  return typeof meta?.endpoint === 'string' ? { endpoint: meta.endpoint, input: meta.input } : null;
}

/** Whether the query's input names `orderId` in `field` (or the change names no order, or the read names none). */
function aboutOrder(input: unknown, field: string, orderId: number | undefined): boolean {
  if (orderId === undefined) return true;
  const value = (input as Record<string, unknown> | null | undefined)?.[field];
  return value === undefined || value === null || Number(value) === orderId;
}

/** Whether a query made from `meta` shows something `change` changed. */
export function isStaleAfter(change: LiveChange, meta: CallMeta): boolean {
  const { endpoint, input } = meta;
  // Every change may come with a notification: the unread count and the lists.
  if (endpoint.startsWith(NOTICE_PREFIX)) return true;
  switch (change.topic) {
    case 'order': {
      if (ORDER_LISTS.has(endpoint)) return true;
      const field = ORDER_READS[endpoint as ApiGetPath];
      return field !== undefined && aboutOrder(input, field, change.orderId);
    }
    case 'message':
      return endpoint.endsWith(MESSAGES_SUFFIX) && aboutOrder(input, 'orderId', change.orderId);
    case 'logistics':
      return LOGISTICS_READS.has(endpoint) && aboutOrder(input, 'orderId', change.orderId);
    case 'notification':
      return false;
  }
}

/** Refetches what a change made stale; `resync` (changes may have been missed): everything. */
export function applyLiveChange(client: QueryClient, change: LiveChange | 'resync'): Promise<void> {
  if (change === 'resync') return client.invalidateQueries();
  return client.invalidateQueries({
    predicate: (query) => {
      const meta = callMetaOf(query);
      return meta !== null && isStaleAfter(change, meta);
    },
  });
}
