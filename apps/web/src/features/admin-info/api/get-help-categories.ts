import { useQuery } from '@tanstack/react-query';
import type { AdminHelpCategory } from '@tcm/shared';
import { request } from '@/lib/request';
import { unwrap } from '@/lib/unwrap';
import { ADMIN_INFO_KEY } from './query-keys';

/** GET api/admin/help/categories: the help centre's categories with their question counts. */
export const useHelpCategories = () =>
  useQuery({
    queryKey: [ADMIN_INFO_KEY, 'help-categories'],
    queryFn: ({ signal }) => unwrap(request.get<AdminHelpCategory[]>('/api/admin/help/categories', {}, { signal })),
  });
