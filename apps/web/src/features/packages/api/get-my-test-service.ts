import { useQuery } from '@tanstack/react-query';
import { packageCalls } from '@tcm/shared';
import { callQueryOptions } from '@/lib/call-query';
import { PACKAGES_KEY } from './query-keys';

/** §7 GET api/myTestService/getMyTestService: one package with its items' current offers. */
export const useMyPackage = (id: number | null) =>
  useQuery({ ...callQueryOptions(packageCalls.getMyTestService, { id: id ?? 0 }, [PACKAGES_KEY, 'detail', id ?? 0]), enabled: id !== null });
