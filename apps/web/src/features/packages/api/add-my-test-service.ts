import { packageCalls } from '@tcm/shared';
import { useCallMutation } from '@/lib/use-call-mutation';
import { PACKAGES_KEY } from './query-keys';

/** §7 POST api/myTestService/addMyTestService: a new package (name and items). */
export const useAddMyTestService = () => useCallMutation(packageCalls.addMyTestService, [[PACKAGES_KEY]]);
