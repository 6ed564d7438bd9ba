import { useQuery } from '@tanstack/react-query';
import { adminInfoCalls } from '@tcm/shared';
import { callQueryOptions } from '@/lib/call-query';
import { ADMIN_INFO_KEY } from './query-keys';

/** GET api/admin/help/categories: the help centre's categories with their question counts. */
export const useHelpCategories = () => useQuery(callQueryOptions(adminInfoCalls.categories, undefined, [ADMIN_INFO_KEY, 'help-categories']));
