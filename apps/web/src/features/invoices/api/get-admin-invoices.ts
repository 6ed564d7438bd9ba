import { useQuery } from '@tanstack/react-query';
import { type EndpointInput, invoiceCalls } from '@tcm/shared';
import { pagedCallQueryOptions } from '@/lib/call-query';
import { INVOICES_KEY } from './query-keys';

/** The filters, with status and page as numbers (the endpoint's number fields are coerced, so typed unknown). */
export type AdminInvoiceQuery = Omit<EndpointInput<typeof invoiceCalls.adminQueryInvoices>, 'pageNum' | 'pageSize' | 'status'> & { pageNum: number; pageSize: number; status?: number };

/** Issue #23 GET api/admin/invoice/query: every institution's invoices (operators), newest first. */
export const useAdminInvoices = (query: AdminInvoiceQuery) => useQuery({ ...pagedCallQueryOptions(invoiceCalls.adminQueryInvoices, query, [INVOICES_KEY, 'list', 'operator', query]), staleTime: 0 });
