import { useQuery } from '@tanstack/react-query';
import { lookupCalls } from '@tcm/shared';
import { callQueryOptions } from '@/lib/call-query';
import { ADMIN_LOOKUP_KEY } from './query-keys';

/** GET api/categoryInfo/queryCatalogue: the volumes and their categories, for the filters and the form's category. */
export const useCategories = () =>
  useQuery({ ...callQueryOptions(lookupCalls.queryCatalogue, {}, [ADMIN_LOOKUP_KEY, 'categories']), staleTime: 10 * 60_000 });
