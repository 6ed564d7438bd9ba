import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminLookupCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';
import { ADMIN_LOOKUP_KEY } from './query-keys';

/** GET api/admin/standard/get?id=: what the form edits. */
export function standardQueryOptions(id: number) {
  return queryOptions({
    queryKey: [ADMIN_LOOKUP_KEY, 'standard', id],
    queryFn: ({ signal }) => unwrap(call(adminLookupCalls.standardGet, { id }, { signal })),
  });
}

/** null: a new standard, nothing to load. */
export const useStandard = (id: number | null) => useQuery({ ...standardQueryOptions(id ?? 0), enabled: id !== null });
