import { useQuery } from '@tanstack/react-query';
import { adminInfoCalls } from '@tcm/shared';
import { callQueryOptions } from '@/lib/call-query';
import { ADMIN_INFO_KEY } from './query-keys';

/** GET api/admin/protocol/get?id=: with the body the form edits. */
export const useProtocol = (id: number | null) =>
  useQuery({ ...callQueryOptions(adminInfoCalls.protocolGet, { id }, [ADMIN_INFO_KEY, 'protocol', id]), enabled: id !== null });
