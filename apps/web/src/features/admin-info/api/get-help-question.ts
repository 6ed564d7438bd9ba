import { useQuery } from '@tanstack/react-query';
import { adminInfoCalls } from '@tcm/shared';
import { callQueryOptions } from '@/lib/call-query';
import { ADMIN_INFO_KEY } from './query-keys';

/** GET api/admin/help/get?id=: with the full answer. null: a new question, nothing to load. */
export const useHelpQuestion = (id: number | null) =>
  useQuery({ ...callQueryOptions(adminInfoCalls.helpGet, { id }, [ADMIN_INFO_KEY, 'help-detail', id]), enabled: id !== null });
