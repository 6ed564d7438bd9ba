import { useQuery } from '@tanstack/react-query';
import { contentCalls } from '@tcm/shared';
import { callQueryOptions } from '@/lib/call-query';

/** §7 GET api/pubsInformation/getInformation: one public notice with its body. */
export const usePubsDetail = (id: number | null) =>
  useQuery({ ...callQueryOptions(contentCalls.getInformation, { id: id ?? 0 }, ['pubs-detail', id ?? 0]), enabled: id !== null });
