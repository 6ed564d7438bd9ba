import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { auditCalls, type adminAuditQuerySchema } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';
import { ADMIN_KEY } from './query-keys';

/** The schema's filters, with the page as numbers (its page fields are coerced, so typed unknown). */
export type AuditLogQuery = Omit<z.input<typeof adminAuditQuerySchema>, 'pageNum' | 'pageSize'> & { pageNum: number; pageSize: number };

/** GET api/admin/audit/query: the audit log, newest first; from/to are Beijing days. */
export function getAuditLogQueryOptions(query: AuditLogQuery) {
  return queryOptions({
    queryKey: [ADMIN_KEY, 'audit', query],
    queryFn: ({ signal }) => unwrap(call(auditCalls.query, query, { signal })),
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog(query: AuditLogQuery) {
  return useQuery(getAuditLogQueryOptions(query));
}
