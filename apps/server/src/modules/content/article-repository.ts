import { type ArticleSummary, type PageQuery, SEARCH_TOTAL_CAP } from '@tcm/shared';
import { type Kysely, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { sumRowCounts } from '../../db/row-counts';
import type { Database } from '../../db/schema';
import { DOC_KIND } from '../search/doc-kind';
import { PROBE_CAP, fromPostings, holdsToken, probesToken, rarestFirst } from '../search/token-match';
import { parseQuery } from '../search/tokenizer';

export const APPROVED = 2;

export interface ArticleFilter {
  categoryIds?: number[];
  keyword?: string;
}

type Query = SelectQueryBuilder<Database, 'article_info' | 'article_category', object>;

/** A keyword's tokens, rarest first, and whether even the rarest is common (PROBE_CAP postings or more, issue #18). */
interface KeywordPlan {
  tokens: string[];
  common: boolean;
}

async function planKeyword(db: Kysely<Database>, keyword: string): Promise<KeywordPlan> {
  const ordered = await rarestFirst(db, DOC_KIND.ARTICLE, parseQuery(keyword).tokens, PROBE_CAP);
  return { tokens: ordered.map((o) => o.token), common: (ordered[0]?.n ?? 0) >= PROBE_CAP };
}


/** The row holds this token: a join the planner places (walking the newest rows), or a per-row probe (behind a rare token's postings). */
const holds = (token: string) => holdsToken(DOC_KIND.ARTICLE, token, sql.ref('article_info.id'));
const probes = (db: Kysely<Database>, token: string) => probesToken(db, DOC_KIND.ARTICLE, token, sql.ref('article_info.id'));

/**
 * The rarest token's postings' articles, in that order (read by id: the engines would otherwise walk
 * every approved article by its status index, or hash the postings against all of them).
 */
function byRarestToken(db: Kysely<Database>, plan: KeywordPlan) {
  const [first, ...rest] = plan.tokens;
  let q = fromPostings(db, DOC_KIND.ARTICLE, first!, 'article_info', 'article_info').innerJoin(
    'article_category',
    'article_category.id',
    'article_info.category_id',
  );
  for (const t of rest) q = q.where(probes(db, t));
  return q;
}

function publicArticles(db: Kysely<Database>, f: ArticleFilter, plan?: KeywordPlan): Query {
  // The lookup index's tokens (issue #7), not a LIKE scan: every bigram or word of the keyword in the
  // title or summary. A rare token drives: its few articles are read and sorted. Only common ones: the
  // newest articles are read in index order, each checked for the tokens, until the page is full.
  let q = plan && !plan.common ? (byRarestToken(db, plan) as unknown as Query) : db.selectFrom('article_info').innerJoin('article_category', 'article_category.id', 'article_info.category_id');
  q = q.where('article_info.status', '=', APPROVED);
  if (f.categoryIds?.length) {
    // Walking the newest articles, the category is a check as well (unary plus: no engine drives the
    // page by the category index and sorts the whole category).
    q = plan?.common ? q.where(sql<SqlBool>`+article_info.category_id in (${sql.join(f.categoryIds)})`) : q.where('article_info.category_id', 'in', f.categoryIds);
  }
  if (plan?.common) q = plan.tokens.reduce((acc, t) => acc.where(holds(t)), q);
  return q;
}

/**
 * Without a keyword, the maintained counts (row_count, issue #18): approved articles of the
 * categories asked for, summed from one row per status and category. With one, the matches up to
 * SEARCH_TOTAL_CAP + 1, read from the rarest token's postings (a very common word costs no more).
 */
async function countArticles(db: Kysely<Database>, f: ArticleFilter, plan: KeywordPlan | undefined): Promise<number> {
  if (plan) {
    // The rarest token's postings, each checked, until the cap: never more rows than walking all the
    // approved articles (a token found in 3% of them, 人参, read 33,000 articles that way to count
    // 1,001). Common tokens within categories: the approved articles of the categories (an index
    // holding both columns), each checked for the tokens, until the cap.
    let q = plan.common && f.categoryIds?.length
      ? plan.tokens.reduce((acc, t) => acc.where(holds(t)), db.selectFrom('article_info').select(sql`1`.as('one')).where('article_info.status', '=', APPROVED))
      : byRarestToken(db, plan).select(sql`1`.as('one')).where('article_info.status', '=', APPROVED);
    if (f.categoryIds?.length) q = q.where('article_info.category_id', 'in', f.categoryIds);
    const row = await db
      .selectFrom(q.limit(SEARCH_TOTAL_CAP + 1).as('m'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
  const categories = f.categoryIds?.length ? new Set(f.categoryIds.map(String)) : null;
  return sumRowCounts(db, 'article', ([status, category]) => status === String(APPROVED) && (!categories || categories.has(category!)));
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
      const plan = f.keyword ? await planKeyword(db, f.keyword) : undefined;
      if (plan && plan.tokens.length === 0) return { list: [], total: 0 };
      let rows = publicArticles(db, f, plan).select(SUMMARY_COLUMNS);
      if (pinnedFirst) rows = rows.orderBy('article_info.is_top', 'desc');
      const [list, total] = await Promise.all([
        rows.orderBy('article_info.publish_time', 'desc').orderBy('article_info.id', 'desc').limit(q.pageSize).offset((q.pageNum - 1) * q.pageSize).execute(),
        countArticles(db, f, plan),
      ]);
      return { list: list.map(toSummary), total };
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
