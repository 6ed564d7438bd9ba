import { useQuery } from '@tanstack/react-query';
import { productCalls } from '@tcm/shared';
import { callQueryOptions } from '@/lib/call-query';
import { PRODUCTS_KEY } from './query-keys';

/** §7 GET productCategory/getProductCategory: the whole two-level category tree. */
export const useProductCategories = () =>
  // The tree changes with a release, not while someone browses.
  useQuery({ ...callQueryOptions(productCalls.getProductCategory, undefined, [PRODUCTS_KEY, 'categories']), staleTime: 10 * 60_000 });
