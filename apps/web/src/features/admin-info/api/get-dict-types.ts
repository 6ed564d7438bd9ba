import { useQuery } from '@tanstack/react-query';
import type { AdminDictType } from '@tcm/shared';
import { request } from '@/lib/request';
import { unwrap } from '@/lib/unwrap';
import { ADMIN_INFO_KEY } from './query-keys';

/** GET api/admin/dict/types: each type with its entry counts and whether the portal reads it. */
export const useDictTypes = () =>
  useQuery({
    queryKey: [ADMIN_INFO_KEY, 'dict-types'],
    queryFn: ({ signal }) => unwrap(request.get<AdminDictType[]>('/api/admin/dict/types', {}, { signal })),
  });
