import { useQuery } from '@tanstack/react-query';
import { adminCalls } from '@tcm/shared';
import { callQueryOptions } from '@/lib/call-query';
import { ADMIN_KEY } from './query-keys';

/** GET api/admin/settlement/getSettlement?id=: every field, the private attachments with 30-minute signed links. */
export const useSettlement = (id: number | null) =>
  // The signed links expire; a detail opened again later asks afresh.
  useQuery({ ...callQueryOptions(adminCalls.getSettlement, { id: id ?? 0 }, [ADMIN_KEY, 'settlement', id ?? 0]), staleTime: 60_000, enabled: id !== null });
