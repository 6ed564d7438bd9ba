/** Ours: an article starts 待发布; only 已发布 reaches the public calls. */
export const ARTICLE_STATUS = { DRAFT: 1, PUBLISHED: 2, WITHDRAWN: 3 } as const;
export type ArticleStatus = (typeof ARTICLE_STATUS)[keyof typeof ARTICLE_STATUS];
export const ARTICLE_STATUS_LABELS: Readonly<Record<ArticleStatus, string>> = { 1: '待发布', 2: '已发布', 3: '已撤回' };
/** The status moves as data: which statuses each action starts from and where it leads (the server checks it; the web offers exactly these). */
export const ARTICLE_MOVES = {
  publish: { from: [ARTICLE_STATUS.DRAFT, ARTICLE_STATUS.WITHDRAWN], to: ARTICLE_STATUS.PUBLISHED },
  withdraw: { from: [ARTICLE_STATUS.PUBLISHED], to: ARTICLE_STATUS.WITHDRAWN },
} as const satisfies Record<string, { from: readonly ArticleStatus[]; to: ArticleStatus }>;
export type ArticleMove = keyof typeof ARTICLE_MOVES;
export const canMoveArticle = (status: ArticleStatus, move: ArticleMove): boolean => (ARTICLE_MOVES[move].from as readonly ArticleStatus[]).includes(status);
