import { queryOptions, useQuery } from '@tanstack/react-query';
import { type MyTestService, packageCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';
import { PACKAGES_KEY } from './query-keys';

/** §7 GET api/myTestService/getMyTestService: one package with its items' current offers. */
export function getMyTestService(id: number, signal?: AbortSignal): Promise<MyTestService> {
  return unwrap(call(packageCalls.getMyTestService, { id }, { signal }));
}

export function getMyTestServiceQueryOptions(id: number) {
  return queryOptions({ queryKey: [PACKAGES_KEY, 'detail', id], queryFn: ({ signal }) => getMyTestService(id, signal) });
}

export function useMyPackage(id: number | null) {
  return useQuery({ ...getMyTestServiceQueryOptions(id ?? 0), enabled: id !== null });
}
