import { useQuery } from '@tanstack/react-query';
import { institutionCalls } from '@tcm/shared';
import { callQueryOptions } from '@/lib/call-query';
import { DETECTION_KEY } from './query-keys';

/** §7 GET api/testItem/getTestItemList: every test item (31 seeded), filtered on the page by category and trait. */
export const useTestItems = () => useQuery({ ...callQueryOptions(institutionCalls.getTestItemList, {}, [DETECTION_KEY, 'items']), staleTime: 10 * 60_000 });
