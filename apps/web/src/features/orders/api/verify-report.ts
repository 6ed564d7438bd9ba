import { useQuery } from '@tanstack/react-query';
import { reportCalls } from '@tcm/shared';
import { callQueryOptions } from '@/lib/call-query';

/** Ours, public: GET api/report/verifyReport?code= — whether a printed report is genuine and still valid. */
export const useReportVerification = (code: string | null) =>
  useQuery({ ...callQueryOptions(reportCalls.verifyReport, { code: code ?? '' }, ['report-verify', code ?? '']), enabled: Boolean(code), retry: false });
