import { useQuery } from '@tanstack/react-query';
import { type EndpointInput, invoiceCalls } from '@tcm/shared';
import { pagedCallQueryOptions } from '@/lib/call-query';
import { type InvoiceViewer, invoiceListKey } from './query-keys';

const READ = { member: invoiceCalls.getMyInvoices, institution: invoiceCalls.institutionGetInvoices } as const;
export type InvoiceListInput = EndpointInput<typeof invoiceCalls.getMyInvoices>;

/** GET orderInfo/getMyInvoices (我的发票) or institutionOrder/getInvoices (the workbench's queue), a page by status. */
export const useInvoiceList = (viewer: InvoiceViewer, input: InvoiceListInput) => useQuery({ ...pagedCallQueryOptions(READ[viewer], input, invoiceListKey(viewer, input)), staleTime: 0 });
