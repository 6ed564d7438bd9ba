import { useQuery } from '@tanstack/react-query';
import { adminInfoCalls } from '@tcm/shared';
import { callQueryOptions } from '@/lib/call-query';
import { ADMIN_INFO_KEY } from './query-keys';

/** GET api/admin/dict/types: each type with its entry counts and whether the portal reads it. */
export const useDictTypes = () => useQuery(callQueryOptions(adminInfoCalls.types, undefined, [ADMIN_INFO_KEY, 'dict-types']));
