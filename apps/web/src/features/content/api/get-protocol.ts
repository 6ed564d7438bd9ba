import { queryOptions, useQuery } from '@tanstack/react-query';
import { type SysProtocol, contentCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';

export type ProtocolCode = 'terms' | 'privacy' | 'rules' | 'legal' | 'settlement';

/** §7 GET api/sysProtocol/getProtocol by code: title and sanitized HTML body. */
export function getProtocol(code: ProtocolCode, signal?: AbortSignal): Promise<SysProtocol> {
  return unwrap(call(contentCalls.getProtocol, { code }, { signal }));
}

export function getProtocolQueryOptions(code: ProtocolCode) {
  return queryOptions({
    queryKey: ['protocol', code],
    queryFn: ({ signal }) => getProtocol(code, signal),
    staleTime: 10 * 60_000,
  });
}

export function useProtocol(code: ProtocolCode) {
  return useQuery(getProtocolQueryOptions(code));
}
