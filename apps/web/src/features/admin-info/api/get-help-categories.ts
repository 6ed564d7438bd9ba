import { useQuery } from '@tanstack/react-query';
import { adminInfoCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';
import { ADMIN_INFO_KEY } from './query-keys';

/** GET api/admin/help/categories: the help centre's categories with their question counts. */
export const useHelpCategories = () =>
  useQuery({
    queryKey: [ADMIN_INFO_KEY, 'help-categories'],
    queryFn: ({ signal }) => unwrap(call(adminInfoCalls.categories, undefined, { signal })),
  });
