import { useQuery } from '@tanstack/react-query';
import { institutionOrderCalls } from '@tcm/shared';
import { callQueryOptions } from '@/lib/call-query';
import { WORKBENCH_KEY } from './query-keys';

/** GET api/institutionOrder/getOrder: one of our institution's orders with every field and its timeline. */
export const useInstitutionOrder = (id: number | null) =>
  useQuery({ ...callQueryOptions(institutionOrderCalls.getOrder, { id: id ?? 0 }, [WORKBENCH_KEY, 'order', id ?? 0]), enabled: id !== null, retry: false });
