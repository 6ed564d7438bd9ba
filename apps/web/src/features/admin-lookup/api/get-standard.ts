import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStandardDetail } from '@tcm/shared';
import { request } from '@/lib/request';
import { unwrap } from '@/lib/unwrap';
import { ADMIN_LOOKUP_KEY } from './query-keys';

/** GET api/admin/standard/get?id=: what the form edits. */
export function standardQueryOptions(id: number) {
  return queryOptions({
    queryKey: [ADMIN_LOOKUP_KEY, 'standard', id],
    queryFn: ({ signal }) => unwrap(request.get<AdminStandardDetail>('/api/admin/standard/get', { id }, { signal })),
  });
}

/** null: a new standard, nothing to load. */
export const useStandard = (id: number | null) => useQuery({ ...standardQueryOptions(id ?? 0), enabled: id !== null });
