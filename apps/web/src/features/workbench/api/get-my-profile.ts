import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RETCODE, type MyProfile, type MyProfileForm, workbenchCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';
import { WORKBENCH_KEY } from './query-keys';

const PROFILE_KEY = [WORKBENCH_KEY, 'profile'] as const;

/** GET api/institutionProfile/getMyProfile: our institution as the platform shows it. */
export function getMyProfile(signal?: AbortSignal): Promise<MyProfile> {
  return unwrap(call(workbenchCalls.getMyProfile, undefined, { signal }));
}

export function getMyProfileQueryOptions() {
  return queryOptions({ queryKey: PROFILE_KEY, queryFn: ({ signal }) => getMyProfile(signal) });
}

export const useMyProfile = () => useQuery(getMyProfileQueryOptions());

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
