import { packageCalls } from '@tcm/shared';
import { useCallMutation } from '@/lib/use-call-mutation';
import { PACKAGES_KEY } from './query-keys';

/** §7 POST api/myTestService/editMyTestService: rename a package and/or replace its items. */
export const useEditMyTestService = () => useCallMutation(packageCalls.editMyTestService, [[PACKAGES_KEY]]);
