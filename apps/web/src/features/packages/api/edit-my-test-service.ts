import type { z } from 'zod';
import type { ApiEnvelope, MyTestService, editMyTestServiceBodySchema } from '@tcm/shared';
import { request } from '@/lib/request';
import { usePackageMutation } from './package-mutation';

export type EditMyTestServiceBody = z.input<typeof editMyTestServiceBodySchema>;

/** §7 POST api/myTestService/editMyTestService: rename a package and/or replace its items. */
export function editMyTestService(body: EditMyTestServiceBody): Promise<ApiEnvelope<MyTestService>> {
  return request.post<MyTestService>('/api/myTestService/editMyTestService', body);
}

export function useEditMyTestService() {
  return usePackageMutation(editMyTestService);
}
