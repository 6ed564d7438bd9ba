import { useQuery } from '@tanstack/react-query';
import { achievementCalls, type EndpointInput } from '@tcm/shared';
import { pagedCallQueryOptions } from '@/lib/call-query';
import { ACHIEVEMENTS_KEY } from './query-keys';

type AchievementQuery = EndpointInput<typeof achievementCalls.findTechAchievement>;

/** §7 GET techAchievement/findTechAchievement: published achievements, by field and keyword, paged. */
export const useAchievements = (query: AchievementQuery) =>
  useQuery(pagedCallQueryOptions(achievementCalls.findTechAchievement, query, [ACHIEVEMENTS_KEY, 'list', query]));
