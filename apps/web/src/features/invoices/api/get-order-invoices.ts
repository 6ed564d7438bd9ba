import { useQuery } from '@tanstack/react-query';
import { invoiceCalls } from '@tcm/shared';
import { callQueryOptions } from '@/lib/call-query';
import { type InvoiceViewer, orderInvoicesKey } from './query-keys';

const READ = { member: invoiceCalls.getOrderInvoices, institution: invoiceCalls.institutionGetOrderInvoices } as const;

/** GET orderInfo/getOrderInvoices (the member) or institutionOrder/getOrderInvoices (staff): an order's invoices. */
export const orderInvoicesQueryOptions = (viewer: InvoiceViewer, orderId: number) => ({
  ...callQueryOptions(READ[viewer], { orderId }, orderInvoicesKey(viewer, orderId)),
  staleTime: 0,
  retry: false,
});

export const useOrderInvoices = (viewer: InvoiceViewer, orderId: number) => useQuery(orderInvoicesQueryOptions(viewer, orderId));
