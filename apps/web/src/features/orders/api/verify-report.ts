import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportVerification } from '@tcm/shared';
import { request } from '@/lib/request';
import { unwrap } from '@/lib/unwrap';

/** Ours, public: GET api/report/verifyReport?code= — whether a printed report is genuine and still valid. */
export function verifyReport(code: string, signal?: AbortSignal): Promise<ReportVerification> {
  return unwrap(request.get<ReportVerification>('/api/report/verifyReport', { code }, { signal }));
}

export function verifyReportQueryOptions(code: string) {
  return queryOptions({ queryKey: ['report-verify', code], queryFn: ({ signal }) => verifyReport(code, signal) });
}

export function useReportVerification(code: string | null) {
  return useQuery({ ...verifyReportQueryOptions(code ?? ''), enabled: Boolean(code), retry: false });
}
