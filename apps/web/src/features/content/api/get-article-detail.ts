import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ArticleDetail, contentCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { unwrap } from '@/lib/unwrap';

/** §7 GET api/articleInfo/getArticleInfo: one article (a read only; the page counts its view with countArticleView). */
export function getArticleDetail(id: number, signal?: AbortSignal): Promise<ArticleDetail> {
  return unwrap(call(contentCalls.getArticleInfo, { id }, { signal }));
}

export function getArticleDetailQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['article-detail', id],
    queryFn: ({ signal }) => getArticleDetail(id, signal),
  });
}

export function useArticleDetail(id: number | null) {
  return useQuery({ ...getArticleDetailQueryOptions(id ?? 0), enabled: id !== null });
}
