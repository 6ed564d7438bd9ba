import { packageCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { useEnvelopeMutation } from '@/lib/use-envelope-mutation';
import { PACKAGES_KEY } from './query-keys';

/** §7 GET api/myTestService/deleteMyTestService: removes one of my packages (`mutate(id)`). */
export const useDeleteMyTestService = () => useEnvelopeMutation((id: number) => call(packageCalls.deleteMyTestService, { id }), [[PACKAGES_KEY]]);
