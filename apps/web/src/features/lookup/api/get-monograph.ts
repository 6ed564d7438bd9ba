import { useQuery } from '@tanstack/react-query';
import { lookupCalls } from '@tcm/shared';
import { callQueryOptions } from '@/lib/call-query';

/** §7 GET api/categoryInfo/getCategoryInfo: one monograph with its sections, checks and edition changes. */
export const useMonograph = (id: number | null) =>
  useQuery({ ...callQueryOptions(lookupCalls.getCategoryInfo, { id: id ?? 0 }, ['lookup', 'monograph', id ?? 0]), enabled: id !== null });
