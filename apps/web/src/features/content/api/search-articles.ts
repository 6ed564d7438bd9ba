import { useQuery } from '@tanstack/react-query';
import { contentCalls } from '@tcm/shared';
import { pagedCallQueryOptions } from '@/lib/call-query';

/** The fields the key lists, all set by the page, and the salt that is only in the key. */
interface SearchArticlesQuery {
  searchStr: string;
  searchType: string;
  pageNum: number;
  pageSize: number;
  /** §2: a timestamp; searching the same words again must ask the server again. */
  salt: string;
}

/** §7 GET api/articleInfo/findSearchBox: hits with their title and summary split into matched runs. */
export function useSearchArticles({ salt, ...params }: SearchArticlesQuery) {
  // salt is part of the key, not of the request: a new salt is a new query even for the same words.
  const key = ['search-articles', params.searchStr, params.searchType, params.pageNum, params.pageSize, salt];
  return useQuery(pagedCallQueryOptions(contentCalls.findSearchBox, params, key));
}
