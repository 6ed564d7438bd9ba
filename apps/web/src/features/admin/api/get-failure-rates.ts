import { useQuery } from '@tanstack/react-query';
import { adminCalls } from '@tcm/shared';
import { callQueryOptions } from '@/lib/call-query';
import { ADMIN_KEY } from './query-keys';

/** GET api/admin/failureRates: the platform's failure rates over 12 months, apart from the dashboard (a heavier count, kept a few minutes on the server). */
export const useFailureRates = () => useQuery(callQueryOptions(adminCalls.failureRates, undefined, [ADMIN_KEY, 'failureRates']));
