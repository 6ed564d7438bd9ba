import { useQuery } from '@tanstack/react-query';
import { adminInfoCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';
import { ADMIN_INFO_KEY } from './query-keys';

/** GET api/admin/protocol/query: every protocol with where it is shown and its last update. */
export const useProtocols = () =>
  useQuery({
    queryKey: [ADMIN_INFO_KEY, 'protocols'],
    queryFn: ({ signal }) => unwrap(call(adminInfoCalls.protocolQuery, undefined, { signal })),
  });
