import { useQuery } from '@tanstack/react-query';
import { adminInfoCalls } from '@tcm/shared';
import { callQueryOptions } from '@/lib/call-query';
import { ADMIN_INFO_KEY } from './query-keys';

/** GET api/admin/protocol/query: every protocol with where it is shown and its last update. */
export const useProtocols = () => useQuery(callQueryOptions(adminInfoCalls.protocolQuery, undefined, [ADMIN_INFO_KEY, 'protocols']));
