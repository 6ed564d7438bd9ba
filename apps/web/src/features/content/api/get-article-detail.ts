import { useQuery } from '@tanstack/react-query';
import { contentCalls } from '@tcm/shared';
import { callQueryOptions } from '@/lib/call-query';

/** §7 GET api/articleInfo/getArticleInfo: one article (a read only; the page counts its view with countArticleView). */
export const useArticleDetail = (id: number | null) =>
  useQuery({ ...callQueryOptions(contentCalls.getArticleInfo, { id: id ?? 0 }, ['article-detail', id ?? 0]), enabled: id !== null });
