import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SysProtocol } from '@tcm/shared';
import { request } from '@/lib/request';
import { unwrap } from '@/lib/unwrap';

export type ProtocolCode = 'terms' | 'privacy' | 'rules' | 'legal' | 'settlement';

/** §7 GET api/sysProtocol/getProtocol by code: title and sanitized HTML body. */
export function getProtocol(code: ProtocolCode, signal?: AbortSignal): Promise<SysProtocol> {
  return unwrap(request.get<SysProtocol>('/api/sysProtocol/getProtocol', { code }, { signal }));
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
