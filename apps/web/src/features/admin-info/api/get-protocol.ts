import { useQuery } from '@tanstack/react-query';
import type { AdminProtocolDetail } from '@tcm/shared';
import { request } from '@/lib/request';
import { unwrap } from '@/lib/unwrap';
import { ADMIN_INFO_KEY } from './query-keys';

/** GET api/admin/protocol/get?id=: with the body the form edits. */
export const useProtocol = (id: number | null) =>
  useQuery({
    queryKey: [ADMIN_INFO_KEY, 'protocol', id],
    queryFn: ({ signal }) => unwrap(request.get<AdminProtocolDetail>('/api/admin/protocol/get', { id }, { signal })),
    enabled: id !== null,
  });
