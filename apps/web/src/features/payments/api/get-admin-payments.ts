import { useQuery } from '@tanstack/react-query';
import { type EndpointInput, paymentCalls } from '@tcm/shared';
import { pagedCallQueryOptions } from '@/lib/call-query';

/** The day and the page as numbers (the endpoint's page fields are coerced, so typed unknown). */
export type AdminPaymentsQuery = Omit<EndpointInput<typeof paymentCalls.adminQueryPayments>, 'pageNum' | 'pageSize'> & { pageNum: number; pageSize: number };

/** Issue #23 GET api/admin/payment/query: the online payments created on a Beijing day, with their refunds. */
export const useAdminPayments = (query: AdminPaymentsQuery) => useQuery(pagedCallQueryOptions(paymentCalls.adminQueryPayments, query, ['admin-payments', query]));
