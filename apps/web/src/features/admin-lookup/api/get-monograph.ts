import { useQuery } from '@tanstack/react-query';
import { adminLookupCalls } from '@tcm/shared';
import { callQueryOptions } from '@/lib/call-query';
import { ADMIN_LOOKUP_KEY } from './query-keys';

/** GET api/admin/monograph/get?id=: every section as text and the structured checks. null: a new monograph, nothing to load. */
export const useMonograph = (id: number | null) =>
  useQuery({ ...callQueryOptions(adminLookupCalls.monographGet, { id: id ?? 0 }, [ADMIN_LOOKUP_KEY, 'monograph', id ?? 0]), enabled: id !== null });
