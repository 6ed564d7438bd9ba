import {
  CONTENT_MESSAGES,
  type ArticleCategory,
  type ArticleDetail,
  type ArticleSummary,
  type ArticleViewCount,
  DEFAULT_SEARCH_TYPE,
  type PageQuery,
  type PageResult,
  type SearchHit,
  toPageResult,
} from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { BusinessError } from '../../lib/errors';
import { sanitizeRichText } from '../../lib/rich-text';
import { createArticleRepository, toSummary } from './article-repository';
import { createCategoryRepository } from './category-repository';
import { highlightTerms } from '../search/highlight';
import { parseQuery } from '../search/tokenizer';

/** Articles and their categories: only approved articles ever reach a visitor. */
export function createArticleService(db: Kysely<Database>) {
  const categories = createCategoryRepository(db);
  const articles = createArticleRepository(db);

  async function categoryScope(categoryId: number | undefined): Promise<number[] | undefined> {
    return categoryId === undefined ? undefined : categories.withChildren(categoryId);
  }

  return {
    /** A category with its children (the tree is two levels deep): what a list "in" a category covers. */
    categoryWithChildren(categoryId: number): Promise<number[]> {
      return categories.withChildren(categoryId);
    },

    async findCategories(parentId: number | undefined, q: PageQuery): Promise<PageResult<ArticleCategory>> {
      const { list, total } = await categories.page(parentId, q);
      return toPageResult(list, total, q);
    },
    queryCategories: (parentId: number) => categories.children(parentId),

    async findArticles(f: { categoryId?: number; keyword?: string }, q: PageQuery): Promise<PageResult<ArticleSummary>> {
      const { list, total } = await articles.page({ categoryIds: await categoryScope(f.categoryId), keyword: f.keyword }, q);
      return toPageResult(list, total, q);
    },

    async queryArticles(f: { categoryId?: number; categoryCode?: string; limit: number }): Promise<ArticleSummary[]> {
      let id = f.categoryId;
      if (f.categoryCode) {
        const c = await categories.byCode(f.categoryCode);
        if (!c) throw new BusinessError(CONTENT_MESSAGES.categoryNotFound);
        id = c.id;
      }
      const { list } = await articles.page({ categoryIds: await categoryScope(id) }, { pageNum: 1, pageSize: f.limit });
      return list;
    },

    /** The detail with its neighbours. A read changes nothing: the page counts its view with countView (issue #17). */
    async getArticle(id: number): Promise<ArticleDetail> {
      const row = await articles.findApproved(id);
      if (!row) throw new BusinessError(CONTENT_MESSAGES.articleNotFound);
      const [prev, next] = await Promise.all([
        articles.neighbour(row.category_id, row.publish_time, id, 'prev'),
        articles.neighbour(row.category_id, row.publish_time, id, 'next'),
      ]);
      // Sanitized on write; again on read, so a row written around the service cannot carry a script.
      return { ...toSummary(row), content: sanitizeRichText(row.content), author: row.author, prev: prev ?? null, next: next ?? null };
    },

    /** One view of an approved article (POST countArticleView); answers the new count. */
    async countView(id: number): Promise<ArticleViewCount> {
      const viewCount = await articles.countView(id);
      if (viewCount === undefined) throw new BusinessError(CONTENT_MESSAGES.articleNotFound);
      return { id, viewCount };
    },

    /** §2 /search: within the search type's category tree; an empty search lists the newest. */
    async search(q: PageQuery & { searchStr: string; searchType?: string }): Promise<PageResult<SearchHit>> {
      const type = await categories.byName(q.searchType || DEFAULT_SEARCH_TYPE);
      if (!type) throw new BusinessError(CONTENT_MESSAGES.searchTypeNotFound);
      const { list, total } = await articles.page({ categoryIds: await categories.withChildren(type.id), keyword: q.searchStr }, q, false);
      // The words the index matched, each marked wherever it occurs (人参 含量 marks both).
      const { terms } = parseQuery(q.searchStr);
      const hits = list.map((a) => ({ ...a, titleRuns: highlightTerms(a.title, terms), summaryRuns: highlightTerms(a.summary, terms) }));
      return toPageResult(hits, total, q);
    },
  };
}
export type ArticleService = ReturnType<typeof createArticleService>;
