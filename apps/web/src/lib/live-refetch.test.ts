import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { adminCalls, contentCalls, institutionOrderCalls, invoiceCalls, orderCalls, reportCalls, resultCalls } from '@tcm/shared';
import { callQueryOptions } from './call-query';
import { applyLiveChange, isStaleAfter } from './live-refetch';

/** A client holding one settled query per read a page may show, as the features build them. */
function clientWithQueries() {
  const client = new QueryClient();
  const reads = {
    myList: callQueryOptions(orderCalls.queryOrderInfo, { pageNum: 1, pageSize: 10 }, ['orders', 'list', 1]),
    myOrder7: callQueryOptions(orderCalls.getOrder, { id: 7 }, ['orders', 'detail', 7]),
    myOrder8: callQueryOptions(orderCalls.getOrder, { id: 8 }, ['orders', 'detail', 8]),
    myLogistics7: callQueryOptions(orderCalls.getRealTimeLogistics, { orderId: 7 }, ['orders', 'logistics', 7]),
    myReports: callQueryOptions(reportCalls.queryMyReport, { pageNum: 1, pageSize: 10 }, ['orders', 'reports']),
    myResults7: callQueryOptions(resultCalls.getOrderResults, { orderId: 7 }, ['results', 'mine', 7, 'current']),
    wbList: callQueryOptions(institutionOrderCalls.queryOrder, { pageNum: 1, pageSize: 10 }, ['workbench', 'orders']),
    wbOrder7: callQueryOptions(institutionOrderCalls.getOrder, { id: 7 }, ['workbench', 'order', 7]),
    wbReports7: callQueryOptions(reportCalls.queryOrderReports, { orderId: 7 }, ['workbench', 'reports', 7]),
    wbSheet7: callQueryOptions(resultCalls.getResultSheet, { orderId: 7 }, ['results', 'sheet', 7]),
    wbTracking8: callQueryOptions(institutionOrderCalls.queryTrackingEvents, { orderId: 8 }, ['workbench', 'tracking', 8]),
    myInvoices: callQueryOptions(invoiceCalls.getMyInvoices, { pageNum: 1, pageSize: 10 }, ['invoices', 'mine']),
    myInvoices7: callQueryOptions(invoiceCalls.getOrderInvoices, { orderId: 7 }, ['invoices', 'order', 7]),
    wbInvoices: callQueryOptions(invoiceCalls.institutionGetInvoices, { pageNum: 1, pageSize: 10 }, ['invoices', 'queue']),
    wbInvoices8: callQueryOptions(invoiceCalls.institutionGetOrderInvoices, { orderId: 8 }, ['invoices', 'wb', 8]),
    dashboard: callQueryOptions(adminCalls.dashboard, undefined, ['admin', 'dashboard']),
    news: callQueryOptions(contentCalls.findNewsRecord, { pageNum: 1, pageSize: 5 }, ['news-records', 5]),
  };
  // With the key and meta callQueryOptions made (setQueryData alone would not keep the meta).
  for (const r of Object.values(reads)) client.getQueryCache().build(client, { queryKey: r.queryKey, meta: r.meta }).setData({});
  // Calls of other branches, tagged as callQueryOptions tags them: the unread count and an order's thread.
  const tagged = (endpoint: string, input: unknown, key: unknown[]) => client.getQueryCache().build(client, { queryKey: key, meta: { endpoint, input } });
  tagged('/api/notice/unreadCount', { scope: 'member' }, ['notice', 'unread']).setData({});
  tagged('/api/notice/list', { scope: 'member' }, ['notice', 'list']).setData({});
  tagged('/api/orderInfo/getMessages', { orderId: 7 }, ['orders', 'messages', 7]).setData({});
  tagged('/api/institutionOrder/getMessages', { orderId: 8 }, ['workbench', 'messages', 8]).setData({});
  return client;
}

/** The keys of the queries a change leaves stale. */
async function staleAfter(change: Parameters<typeof applyLiveChange>[1]): Promise<string[]> {
  const client = clientWithQueries();
  await applyLiveChange(client, change);
  return client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.isInvalidated)
    .map((q) => q.queryKey.join('/'))
    .sort();
}

/** Every read live-refetch.ts names is in clientWithQueries, built from its descriptor: a path that drifts from its descriptor fails here. */
describe('which queries a live change refetches', () => {
  it("an order's change: the lists and counts on both sides, that order's reads, the unread count — not another order's", async () => {
    expect(await staleAfter({ topic: 'order', orderId: 7 })).toEqual(
      [
        'orders/list/1', 'orders/detail/7', 'orders/logistics/7', 'orders/reports', 'results/mine/7/current',
        'workbench/orders', 'workbench/order/7', 'workbench/reports/7', 'results/sheet/7', 'admin/dashboard', 'notice/unread', 'notice/list',
        // Issue #23: the invoice lists on both sides and that order's invoices.
        'invoices/mine', 'invoices/order/7', 'invoices/queue',
      ].sort(),
    );
  });

  it("a message: that order's thread on either side and the notices", async () => {
    expect(await staleAfter({ topic: 'message', orderId: 8 })).toEqual(['notice/list', 'notice/unread', 'workbench/messages/8']);
  });

  it("logistics: that order's tracking and the notices", async () => {
    expect(await staleAfter({ topic: 'logistics', orderId: 8 })).toEqual(['notice/list', 'notice/unread', 'workbench/tracking/8']);
  });

  it('a notification: the unread count and the lists only', async () => {
    expect(await staleAfter({ topic: 'notification' })).toEqual(['notice/list', 'notice/unread']);
  });

  it('resync: everything', async () => {
    const all = await staleAfter('resync');
    expect(all).toHaveLength(21);
  });

  it('matches a read by its endpoint, whatever the feature named its key', () => {
    expect(isStaleAfter({ topic: 'order', orderId: 3 }, { endpoint: orderCalls.getOrder.path, input: { id: '3' } })).toBe(true);
    expect(isStaleAfter({ topic: 'order', orderId: 3 }, { endpoint: orderCalls.getOrder.path, input: { id: 4 } })).toBe(false);
    expect(isStaleAfter({ topic: 'order' }, { endpoint: orderCalls.getOrder.path, input: { id: 4 } })).toBe(true);
    expect(isStaleAfter({ topic: 'message', orderId: 3 }, { endpoint: '/api/console/orders/getMessages', input: { orderId: 3 } })).toBe(true);
  });
});
