import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type PageResult, type SearchHit, contentCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';

export interface SearchArticlesQuery {
  searchStr: string;
  searchType: string;
  pageNum: number;
  pageSize: number;
  /** §2: a timestamp; searching the same words again must ask the server again. */
  salt: string;
}

/** §7 GET api/articleInfo/findSearchBox: hits with their title and summary split into matched runs. */
export function searchArticles(query: SearchArticlesQuery, signal?: AbortSignal): Promise<PageResult<SearchHit>> {
  const { salt: _salt, ...params } = query;
  return unwrap(call(contentCalls.findSearchBox, params, { signal }));
}

export function searchArticlesQueryOptions(query: SearchArticlesQuery) {
  return queryOptions({
    // salt is part of the key: a new salt is a new query even for the same words.
    queryKey: ['search-articles', query.searchStr, query.searchType, query.pageNum, query.pageSize, query.salt],
    queryFn: ({ signal }) => searchArticles(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useSearchArticles(query: SearchArticlesQuery) {
  return useQuery(searchArticlesQueryOptions(query));
}
