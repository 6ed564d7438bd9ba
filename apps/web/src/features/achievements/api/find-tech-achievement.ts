import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { achievementCalls, type TechAchievementPage } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';
import { ACHIEVEMENTS_KEY } from './query-keys';

export interface AchievementQuery {
  field?: string;
  keyword?: string;
  pageNum: number;
  pageSize: number;
}

/** §7 GET techAchievement/findTechAchievement: published achievements, by field and keyword, paged. */
export function findTechAchievement(query: AchievementQuery, signal?: AbortSignal): Promise<TechAchievementPage> {
  return unwrap(call(achievementCalls.findTechAchievement, { ...query }, { signal }));
}

export function findTechAchievementQueryOptions(query: AchievementQuery) {
  return queryOptions({
    queryKey: [ACHIEVEMENTS_KEY, 'list', query],
    queryFn: ({ signal }) => findTechAchievement(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAchievements(query: AchievementQuery) {
  return useQuery(findTechAchievementQueryOptions(query));
}
