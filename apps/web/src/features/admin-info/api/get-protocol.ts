import { useQuery } from '@tanstack/react-query';
import { adminInfoCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';
import { ADMIN_INFO_KEY } from './query-keys';

/** GET api/admin/protocol/get?id=: with the body the form edits. */
export const useProtocol = (id: number | null) =>
  useQuery({
    queryKey: [ADMIN_INFO_KEY, 'protocol', id],
    queryFn: ({ signal }) => unwrap(call(adminInfoCalls.protocolGet, { id }, { signal })),
    enabled: id !== null,
  });
