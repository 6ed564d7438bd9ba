import { useQuery } from '@tanstack/react-query';
import { type EndpointInput, workbenchCalls } from '@tcm/shared';
import { pagedCallQueryOptions } from '@/lib/call-query';
import { WORKBENCH_KEY } from './query-keys';

type MyServiceQuery = EndpointInput<typeof workbenchCalls.queryMyService>;

/** GET api/institutionService/queryMyService: our institution's services, on and off the shelf, paged. */
export const useMyServices = (query: MyServiceQuery) => useQuery(pagedCallQueryOptions(workbenchCalls.queryMyService, query, [WORKBENCH_KEY, 'services', query]));
