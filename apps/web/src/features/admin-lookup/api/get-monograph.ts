import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminLookupCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';
import { ADMIN_LOOKUP_KEY } from './query-keys';

/** GET api/admin/monograph/get?id=: every section as text and the structured checks. */
export function monographQueryOptions(id: number) {
  return queryOptions({
    queryKey: [ADMIN_LOOKUP_KEY, 'monograph', id],
    queryFn: ({ signal }) => unwrap(call(adminLookupCalls.monographGet, { id }, { signal })),
  });
}

/** null: a new monograph, nothing to load. */
export const useMonograph = (id: number | null) => useQuery({ ...monographQueryOptions(id ?? 0), enabled: id !== null });
