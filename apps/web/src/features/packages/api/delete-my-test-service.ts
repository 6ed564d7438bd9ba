import type { ApiEnvelope } from '@tcm/shared';
import { request } from '@/lib/request';
import { usePackageMutation } from './package-mutation';

/** §7 GET api/myTestService/deleteMyTestService: removes one of my packages. */
export function deleteMyTestService(id: number): Promise<ApiEnvelope<null>> {
  return request.get<null>('/api/myTestService/deleteMyTestService', { id });
}

export function useDeleteMyTestService() {
  return usePackageMutation(deleteMyTestService);
}
