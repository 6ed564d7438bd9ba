import { useQuery } from '@tanstack/react-query';
import { contentCalls } from '@tcm/shared';
import { callQueryOptions } from '@/lib/call-query';

/** The fields the key lists (the call also takes a keyword, which no page sends). */
interface PubsInformationQuery {
  infoType?: string;
  pageNum: number;
  pageSize: number;
}

/** §7 GET api/pubsInformation/queryInformation: public notices (公示公告), newest first. */
export const usePubsInformation = (query: PubsInformationQuery) =>
  useQuery(callQueryOptions(contentCalls.queryInformation, query, ['pubs-information', query.infoType ?? null, query.pageNum, query.pageSize]));
