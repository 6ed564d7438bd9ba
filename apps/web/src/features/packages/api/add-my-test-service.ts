import type { AddMyTestServiceBody, ApiEnvelope, MyTestService } from '@tcm/shared';
import { request } from '@/lib/request';
import { usePackageMutation } from './package-mutation';

/** §7 POST api/myTestService/addMyTestService: a new package (name and items). */
export function addMyTestService(body: AddMyTestServiceBody): Promise<ApiEnvelope<MyTestService>> {
  return request.post<MyTestService>('/api/myTestService/addMyTestService', body);
}

export function useAddMyTestService() {
  return usePackageMutation(addMyTestService);
}
