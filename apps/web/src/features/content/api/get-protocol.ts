import { useQuery } from '@tanstack/react-query';
import { contentCalls } from '@tcm/shared';
import { callQueryOptions } from '@/lib/call-query';

/** The protocols the pages show (the call takes any code). */
export type ProtocolCode = 'terms' | 'privacy' | 'rules' | 'legal' | 'settlement';

/** §7 GET api/sysProtocol/getProtocol by code: title and sanitized HTML body. */
export const useProtocol = (code: ProtocolCode) =>
  useQuery({ ...callQueryOptions(contentCalls.getProtocol, { code }, ['protocol', code]), staleTime: 10 * 60_000 });
