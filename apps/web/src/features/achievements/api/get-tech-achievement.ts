import { queryOptions, useQuery } from '@tanstack/react-query';
import { achievementCalls, type TechAchievementDetail } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';
import { ACHIEVEMENTS_KEY } from './query-keys';

/** §7 GET techAchievement/getTechAchievement: one achievement with its (sanitised) content. */
export function getTechAchievement(id: number, signal?: AbortSignal): Promise<TechAchievementDetail> {
  return unwrap(call(achievementCalls.getTechAchievement, { id }, { signal }));
}

export function getTechAchievementQueryOptions(id: number | null) {
  return queryOptions({
    queryKey: [ACHIEVEMENTS_KEY, 'detail', id],
    queryFn: ({ signal }) => getTechAchievement(id as number, signal),
    enabled: id !== null,
    retry: false,
  });
}

export function useAchievement(id: number | null) {
  return useQuery(getTechAchievementQueryOptions(id));
}
