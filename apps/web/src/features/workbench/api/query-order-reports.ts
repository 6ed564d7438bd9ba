import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiEnvelope, InstitutionReport, replaceReportBodySchema, revokeReportBodySchema } from '@tcm/shared';
import { request } from '@/lib/request';
import { unwrap } from '@/lib/unwrap';
import { useEnvelopeMutation } from '@/lib/use-envelope-mutation';
import { WORKBENCH_KEY } from './query-keys';

const P = '/api/institutionOrder';

/** GET api/institutionOrder/queryOrderReports: every report the order has had, newest first. */
export function queryOrderReports(orderId: number, signal?: AbortSignal): Promise<InstitutionReport[]> {
  return unwrap(request.get<InstitutionReport[]>(`${P}/queryOrderReports`, { orderId }, { signal }));
}

export function queryOrderReportsQueryOptions(orderId: number) {
  return queryOptions({ queryKey: [WORKBENCH_KEY, 'reports', orderId], queryFn: ({ signal }) => queryOrderReports(orderId, signal) });
}

export const useOrderReports = (orderId: number) => useQuery(queryOrderReportsQueryOptions(orderId));

/** POST replaceReport / revokeReport: the order's status stays; its timeline and the report list change. */
export interface ReportChangeBodies {
  replaceReport: z.input<typeof replaceReportBodySchema>;
  revokeReport: z.input<typeof revokeReportBodySchema>;
}

export function useReportChange<C extends keyof ReportChangeBodies>(change: C) {
  // Refreshes the list and the order detail (its timeline now shows the change).
  return useEnvelopeMutation((body: ReportChangeBodies[C]): Promise<ApiEnvelope<InstitutionReport[]>> => request.post<InstitutionReport[]>(`${P}/${change as keyof ReportChangeBodies}`, body), [[WORKBENCH_KEY]]);
}
