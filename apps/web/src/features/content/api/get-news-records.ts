import { useQuery } from '@tanstack/react-query';
import { contentCalls } from '@tcm/shared';
import { callQueryOptions } from '@/lib/call-query';

/** §7 GET api/newsRecord/findNewsRecord: the platform's news flashes (快讯), newest first. */
export const useNewsRecords = (pageSize = 10) =>
  useQuery(callQueryOptions(contentCalls.findNewsRecord, { pageNum: 1, pageSize }, ['news-records', pageSize]));
