import { useQuery } from '@tanstack/react-query';
import { auditCalls, type EndpointInput } from '@tcm/shared';
import { pagedCallQueryOptions } from '@/lib/call-query';
import { ADMIN_KEY } from './query-keys';

/** The endpoint's filters, with the page as numbers (its page fields are coerced, so typed unknown). */
export type AuditLogQuery = Omit<EndpointInput<typeof auditCalls.query>, 'pageNum' | 'pageSize'> & { pageNum: number; pageSize: number };

/** GET api/admin/audit/query: the audit log, newest first; from/to are Beijing days. */
export const useAuditLog = (query: AuditLogQuery) => useQuery(pagedCallQueryOptions(auditCalls.query, query, [ADMIN_KEY, 'audit', query]));
