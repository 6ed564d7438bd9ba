import type { ArticleSummary, PageQuery } from '@tcm/shared';
import { type Kysely, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { DOC_KIND } from '../lookup/doc-kind';
import { docsHoldingAll } from '../lookup/token-match';
import { parseQuery } from '../lookup/tokenizer';

export const APPROVED = 2;

export interface ArticleFilter {
  categoryIds?: number[];
  keyword?: string;
}

type Query = SelectQueryBuilder<Database, 'article_info' | 'article_category', object>;

function publicArticles(db: Kysely<Database>, f: ArticleFilter): Query {
  let q = db
    .selectFrom('article_info')
    .innerJoin('article_category', 'article_category.id', 'article_info.category_id')
    .where('article_info.status', '=', APPROVED);
  if (f.categoryIds?.length) q = q.where('article_info.category_id', 'in', f.categoryIds);
  if (f.keyword) {
    // The lookup index's tokens (issue #7), not a LIKE scan: every bigram or word of the keyword in the
    // title or summary. A keyword with nothing to search by (punctuation only) finds nothing.
    const { tokens } = parseQuery(f.keyword);
    q = q.where(sql<SqlBool>`article_info.id in (${docsHoldingAll(DOC_KIND.ARTICLE, tokens)})`);
  }
  return q;
}

const SUMMARY_COLUMNS = [
  'article_info.id',
  'article_info.category_id',
  'article_category.name as category_name',
  'article_info.title',
  'article_info.summary',
  'article_info.cover_url',
  'article_info.source',
  'article_info.publish_time',
  'article_info.view_count',
  'article_info.is_top',
] as const;

type SummaryRow = {
  id: number;
  category_id: number;
  category_name: string;
  title: string;
  summary: string;
  cover_url: string | null;
  source: string;
  publish_time: string;
  view_count: number;
  is_top: number;
};

export const toSummary = (r: SummaryRow): ArticleSummary => ({
  id: r.id,
  categoryId: r.category_id,
  categoryName: r.category_name,
  title: r.title,
  summary: r.summary,
  coverUrl: r.cover_url,
  source: r.source,
  publishTime: r.publish_time,
  viewCount: r.view_count,
  isTop: r.is_top === 1,
});

export function createArticleRepository(db: Kysely<Database>) {
  return {
    /** Approved articles only; pinned first, then newest. */
    async page(f: ArticleFilter, q: PageQuery, pinnedFirst = true): Promise<{ list: ArticleSummary[]; total: number }> {
      let rows = publicArticles(db, f).select(SUMMARY_COLUMNS);
      if (pinnedFirst) rows = rows.orderBy('article_info.is_top', 'desc');
      const [list, count] = await Promise.all([
        rows.orderBy('article_info.publish_time', 'desc').orderBy('article_info.id', 'desc').limit(q.pageSize).offset((q.pageNum - 1) * q.pageSize).execute(),
        publicArticles(db, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { list: list.map(toSummary), total: Number(count.n) };
    },
    async findApproved(id: number) {
      return publicArticles(db, {})
        .select([...SUMMARY_COLUMNS, 'article_info.content', 'article_info.author'])
        .where('article_info.id', '=', id)
        .executeTakeFirst();
    },
    /** The approved neighbours in the same category by publish time (ties broken by id). */
    async neighbour(categoryId: number, publishTime: string, id: number, direction: 'prev' | 'next') {
      const newer = direction === 'prev';
      return publicArticles(db, { categoryIds: [categoryId] })
        .select(['article_info.id', 'article_info.title'])
        .where((eb) =>
          eb.or([
            eb('article_info.publish_time', newer ? '>' : '<', publishTime),
            eb.and([eb('article_info.publish_time', '=', publishTime), eb('article_info.id', newer ? '>' : '<', id)]),
          ]),
        )
        .orderBy('article_info.publish_time', newer ? 'asc' : 'desc')
        .orderBy('article_info.id', newer ? 'asc' : 'desc')
        .limit(1)
        .executeTakeFirst();
    },
    /** One more view of an approved article, in one statement; answers the new count (undefined: no such article). */
    async countView(id: number): Promise<number | undefined> {
      const row = await db
        .updateTable('article_info')
        .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
        .where('id', '=', id)
        .where('status', '=', APPROVED)
        .returning('view_count')
        .executeTakeFirst();
      return row ? Number(row.view_count) : undefined;
    },
  };
}
export type ArticleRepository = ReturnType<typeof createArticleRepository>;
