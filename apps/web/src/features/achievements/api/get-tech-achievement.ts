import { useQuery } from '@tanstack/react-query';
import { achievementCalls } from '@tcm/shared';
import { callQueryOptions } from '@/lib/call-query';
import { ACHIEVEMENTS_KEY } from './query-keys';

/** §7 GET techAchievement/getTechAchievement: one achievement with its (sanitised) content. */
export const useAchievement = (id: number | null) =>
  useQuery({ ...callQueryOptions(achievementCalls.getTechAchievement, { id: id ?? 0 }, [ACHIEVEMENTS_KEY, 'detail', id]), enabled: id !== null, retry: false });
