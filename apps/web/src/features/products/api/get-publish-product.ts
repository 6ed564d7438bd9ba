import { useQuery } from '@tanstack/react-query';
import { productCalls } from '@tcm/shared';
import { callQueryOptions } from '@/lib/call-query';
import { PRODUCTS_KEY } from './query-keys';

/**
 * §7 GET publishProduct/getPublishProduct: a listed product for anyone, or one's own in any
 * status. The server masks the contact phone for visitors, so the key carries who asks.
 */
export const useProduct = (id: number | null, viewer: number | null) =>
  useQuery({ ...callQueryOptions(productCalls.getPublishProduct, { id: id ?? 0 }, [PRODUCTS_KEY, 'detail', id, viewer]), enabled: id !== null, retry: false });
