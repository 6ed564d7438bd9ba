import { useQuery } from '@tanstack/react-query';
import { supplierCalls } from '@tcm/shared';
import { callQueryOptions } from '@/lib/call-query';
import { SUPPLIERS_KEY } from './query-keys';

/** §7 GET sysMember/getRecommendSupplier: 推荐供应商 (home page and the mall's side column). */
export const useRecommendedSuppliers = (limit = 8) =>
  useQuery(callQueryOptions(supplierCalls.getRecommendSupplier, { limit }, [SUPPLIERS_KEY, 'recommended', limit]));
