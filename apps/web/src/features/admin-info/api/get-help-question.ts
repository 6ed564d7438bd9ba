import { useQuery } from '@tanstack/react-query';
import { adminInfoCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';
import { ADMIN_INFO_KEY } from './query-keys';

/** GET api/admin/help/get?id=: with the full answer. null: a new question, nothing to load. */
export const useHelpQuestion = (id: number | null) =>
  useQuery({
    queryKey: [ADMIN_INFO_KEY, 'help-detail', id],
    queryFn: ({ signal }) => unwrap(call(adminInfoCalls.helpGet, { id }, { signal })),
    enabled: id !== null,
  });
