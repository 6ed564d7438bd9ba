import { useQuery } from '@tanstack/react-query';
import type { AdminHelpDetail } from '@tcm/shared';
import { request } from '@/lib/request';
import { unwrap } from '@/lib/unwrap';
import { ADMIN_INFO_KEY } from './query-keys';

/** GET api/admin/help/get?id=: with the full answer. null: a new question, nothing to load. */
export const useHelpQuestion = (id: number | null) =>
  useQuery({
    queryKey: [ADMIN_INFO_KEY, 'help-detail', id],
    queryFn: ({ signal }) => unwrap(request.get<AdminHelpDetail>('/api/admin/help/get', { id }, { signal })),
    enabled: id !== null,
  });
