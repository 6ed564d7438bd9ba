import { useQuery } from '@tanstack/react-query';
import { institutionCalls } from '@tcm/shared';
import { callQueryOptions } from '@/lib/call-query';

/** §7 GET api/testItem/getTestItemList: every test item (the settlement form groups them by category). */
export const useTestItems = () =>
  useQuery({ ...callQueryOptions(institutionCalls.getTestItemList, {}, ['institutions', 'test-items']), staleTime: 30 * 60_000 });
