import { useQuery } from '@tanstack/react-query';
import type { AdminProtocolRow } from '@tcm/shared';
import { request } from '@/lib/request';
import { unwrap } from '@/lib/unwrap';
import { ADMIN_INFO_KEY } from './query-keys';

/** GET api/admin/protocol/query: every protocol with where it is shown and its last update. */
export const useProtocols = () =>
  useQuery({
    queryKey: [ADMIN_INFO_KEY, 'protocols'],
    queryFn: ({ signal }) => unwrap(request.get<AdminProtocolRow[]>('/api/admin/protocol/query', {}, { signal })),
  });
