import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RETCODE, type MyProfileForm, workbenchCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { callQueryOptions } from '@/lib/call-query';
import { WORKBENCH_KEY } from './query-keys';

const PROFILE_KEY = [WORKBENCH_KEY, 'profile'] as const;

/** GET api/institutionProfile/getMyProfile: our institution as the platform shows it. */
export const useMyProfile = () => useQuery(callQueryOptions(workbenchCalls.getMyProfile, undefined, PROFILE_KEY));

/** POST api/institutionProfile/editMyProfile: answers the saved profile, which replaces the cached one. */
export function useEditMyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MyProfileForm) => call(workbenchCalls.editMyProfile, body),
    onSuccess: (r) => {
      if (r.retcode === RETCODE.SUCCESS && r.data) queryClient.setQueryData(PROFILE_KEY, r.data);
    },
  });
}
