import { useQuery } from '@tanstack/react-query';
import { adminCalls } from '@tcm/shared';
import { callQueryOptions } from '@/lib/call-query';
import { ADMIN_KEY } from './query-keys';

/** GET api/admin/dashboard: platform figures (under ADMIN_KEY, so a review refreshes its pending counts). */
export const useDashboard = () => useQuery(callQueryOptions(adminCalls.dashboard, undefined, [ADMIN_KEY, 'dashboard']));
