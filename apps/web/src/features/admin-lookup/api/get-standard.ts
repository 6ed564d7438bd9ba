import { useQuery } from '@tanstack/react-query';
import { adminLookupCalls } from '@tcm/shared';
import { callQueryOptions } from '@/lib/call-query';
import { ADMIN_LOOKUP_KEY } from './query-keys';

/** GET api/admin/standard/get?id=: what the form edits. null: a new standard, nothing to load. */
export const useStandard = (id: number | null) =>
  useQuery({ ...callQueryOptions(adminLookupCalls.standardGet, { id: id ?? 0 }, [ADMIN_LOOKUP_KEY, 'standard', id ?? 0]), enabled: id !== null });
