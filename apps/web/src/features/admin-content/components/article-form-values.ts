import type { AdminArticleDetail, AdminArticleForm } from '@tcm/shared';

/** The article form's values: the body's fields, with no category chosen yet for a new article. */
export type ArticleFormValues = Omit<Required<AdminArticleForm>, 'categoryId'> & { categoryId: number | undefined };

/** Most articles are the platform's own; the operator changes it for a reprint. */
export const DEFAULT_SOURCE = '中药质量检测服务平台';

export function articleFormValues(d?: AdminArticleDetail): ArticleFormValues {
  return {
    categoryId: d?.categoryId,
    title: d?.title ?? '',
    summary: d?.summary ?? '',
    source: d?.source ?? DEFAULT_SOURCE,
    coverUrl: d?.coverUrl ?? '',
    content: d?.content ?? '',
  };
}
