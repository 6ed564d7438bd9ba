import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RETCODE, type ApiEnvelope, type MyProfile, type MyProfileForm } from '@tcm/shared';
import { request } from '@/lib/request';
import { unwrap } from '@/lib/unwrap';
import { WORKBENCH_KEY } from './query-keys';

const PROFILE_KEY = [WORKBENCH_KEY, 'profile'] as const;

/** GET api/institutionProfile/getMyProfile: our institution as the platform shows it. */
export function getMyProfile(signal?: AbortSignal): Promise<MyProfile> {
  return unwrap(request.get<MyProfile>('/api/institutionProfile/getMyProfile', {}, { signal }));
}

export function getMyProfileQueryOptions() {
  return queryOptions({ queryKey: PROFILE_KEY, queryFn: ({ signal }) => getMyProfile(signal) });
}

export const useMyProfile = () => useQuery(getMyProfileQueryOptions());

/** POST api/institutionProfile/editMyProfile: answers the saved profile, which replaces the cached one. */
export function editMyProfile(body: MyProfileForm): Promise<ApiEnvelope<MyProfile>> {
  return request.post<MyProfile>('/api/institutionProfile/editMyProfile', body);
}

export function useEditMyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editMyProfile,
    onSuccess: (r) => {
      if (r.retcode === RETCODE.SUCCESS && r.data) queryClient.setQueryData(PROFILE_KEY, r.data);
    },
  });
}
