import { useQuery } from '@tanstack/react-query';
import { type EndpointInput, productCalls } from '@tcm/shared';
import { pagedCallQueryOptions } from '@/lib/call-query';
import { PRODUCTS_KEY } from './query-keys';

/** The page's query: findMyProduct's, plus whether to show only the products on the home page (findMyRecommendProduct). */
type MyProductQuery = EndpointInput<typeof productCalls.findMyProduct> & { recommended?: boolean };

/** §7 GET publishProduct/findMyProduct: my products in any status, paged; findMyRecommendProduct: those on the home page. */
export function useMyProducts(query: MyProductQuery) {
  const { recommended, ...filter } = query;
  const key = [PRODUCTS_KEY, 'mine', query];
  return useQuery(
    recommended
      ? pagedCallQueryOptions(productCalls.findMyRecommendProduct, { pageNum: filter.pageNum, pageSize: filter.pageSize }, key)
      : pagedCallQueryOptions(productCalls.findMyProduct, filter, key),
  );
}
