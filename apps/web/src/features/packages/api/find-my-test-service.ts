import { useQuery } from '@tanstack/react-query';
import { type EndpointInput, packageCalls } from '@tcm/shared';
import { pagedCallQueryOptions } from '@/lib/call-query';
import { PACKAGES_KEY } from './query-keys';

type PackageListQuery = EndpointInput<typeof packageCalls.findMyTestService>;

/** §7 GET api/myTestService/findMyTestService: my common test packages, paged. */
export const useMyPackages = (query: PackageListQuery) =>
  useQuery(pagedCallQueryOptions(packageCalls.findMyTestService, query, [PACKAGES_KEY, 'list', query]));
