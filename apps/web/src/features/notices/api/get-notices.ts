import { useQuery } from '@tanstack/react-query';
import { noticeCalls, type EndpointInput } from '@tcm/shared';
import { callKey, pagedCallQueryOptions } from '@/lib/call-query';

export type NoticeListQuery = EndpointInput<typeof noticeCalls.list>;

/** GET /api/notice/list (issue #22): my notifications of one scope, unread first, then newest. */
export const useNotices = (query: NoticeListQuery) => useQuery(pagedCallQueryOptions(noticeCalls.list, query, callKey(noticeCalls.list, query)));
