import { useQuery } from '@tanstack/react-query';
import { adminInfoCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';
import { ADMIN_INFO_KEY } from './query-keys';

/** GET api/admin/dict/types: each type with its entry counts and whether the portal reads it. */
export const useDictTypes = () =>
  useQuery({
    queryKey: [ADMIN_INFO_KEY, 'dict-types'],
    queryFn: ({ signal }) => unwrap(call(adminInfoCalls.types, undefined, { signal })),
  });
