import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ReportVerification, reportCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';

/** Ours, public: GET api/report/verifyReport?code= — whether a printed report is genuine and still valid. */
export function verifyReport(code: string, signal?: AbortSignal): Promise<ReportVerification> {
  return unwrap(call(reportCalls.verifyReport, { code }, { signal }));
}

export function verifyReportQueryOptions(code: string) {
  return queryOptions({ queryKey: ['report-verify', code], queryFn: ({ signal }) => verifyReport(code, signal) });
}

export function useReportVerification(code: string | null) {
  return useQuery({ ...verifyReportQueryOptions(code ?? ''), enabled: Boolean(code), retry: false });
}
