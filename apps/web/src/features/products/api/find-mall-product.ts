import { useQuery } from '@tanstack/react-query';
import { type EndpointInput, productCalls } from '@tcm/shared';
import { pagedCallQueryOptions } from '@/lib/call-query';
import { PRODUCTS_KEY } from './query-keys';

type MallQuery = EndpointInput<typeof productCalls.findMallProduct>;

/**
 * §7 GET publishProduct/findMallProduct: listed products only, filtered and paged (`recommend: 1`:
 * the home page's picks). Filtering and paging keep the old cards on screen until the new ones arrive.
 */
export const useMallProducts = (query: MallQuery) => useQuery(pagedCallQueryOptions(productCalls.findMallProduct, query, [PRODUCTS_KEY, 'mall', query]));
