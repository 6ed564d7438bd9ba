import { useQuery } from '@tanstack/react-query';
import { adminContentCalls } from '@tcm/shared';
import { callQueryOptions } from '@/lib/call-query';
import { ADMIN_CONTENT_KEY } from './query-keys';

/** GET api/admin/articleCategory/tree: the two-level tree with article counts. */
export const useCategoryTree = () => useQuery(callQueryOptions(adminContentCalls.tree, undefined, [ADMIN_CONTENT_KEY, 'categories']));
