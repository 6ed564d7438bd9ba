import type * as Content from '../content';
import { getEndpoint, postEndpoint } from '../endpoint';
import type * as Pagination from '../pagination';

/** §7: the public information calls (articles, categories, adverts, news flashes, notices, statistics, protocols). */
export const contentCalls = {
  /** The categories, paged (§7 lists it without the /api prefix). */
  findArticleCategory: getEndpoint<typeof Content.findArticleCategoryQuerySchema, Pagination.PageResult<Content.ArticleCategory>>('/articleCategory/findArticleCategory'),
  /** The children of a category; parentId 0 gives the top level. */
  queryArticleCategory: getEndpoint<typeof Content.queryArticleCategoryQuerySchema, Content.ArticleCategory[]>('/articleCategory/queryArticleCategory'),
  /** Approved articles, paged; a category with its children, pinned first. */
  findArticleInfo: getEndpoint<typeof Content.findArticleInfoQuerySchema, Pagination.PageResult<Content.ArticleSummary>>('/api/articleInfo/findArticleInfo'),
  /** The newest approved articles of a category, unpaged. */
  queryArticleInfo: getEndpoint<typeof Content.queryArticleInfoQuerySchema, Content.ArticleSummary[]>('/api/articleInfo/queryArticleInfo'),
  getArticleInfo: getEndpoint<typeof Content.getArticleInfoQuerySchema, Content.ArticleDetail>('/api/articleInfo/getArticleInfo'),
  /** Ours: one view of an article, answered with the new count (a GET changes nothing, issue #17). */
  countArticleView: postEndpoint<typeof Content.countArticleViewBodySchema, Content.ArticleViewCount>('/api/articleInfo/countArticleView'),
  /** The news search, hits split into matched runs. */
  findSearchBox: getEndpoint<typeof Content.findSearchBoxQuerySchema, Pagination.PageResult<Content.SearchHit>>('/api/articleInfo/findSearchBox'),
  findAdvertInfo: getEndpoint<typeof Content.findAdvertInfoQuerySchema, Content.AdvertInfo[]>('/api/advertInfo/findAdvertInfo'),
  /** The platform's news flashes (快讯), newest first. */
  findNewsRecord: getEndpoint<typeof Content.findNewsRecordQuerySchema, Pagination.PageResult<Content.NewsRecord>>('/api/newsRecord/findNewsRecord'),
  /** Public notices (公示公告), newest first. */
  queryInformation: getEndpoint<typeof Content.queryInformationQuerySchema, Pagination.PageResult<Content.PubsInformation>>('/api/pubsInformation/queryInformation'),
  getInformation: getEndpoint<typeof Content.getInformationQuerySchema, Content.PubsInformationDetail>('/api/pubsInformation/getInformation'),
  /** Platform figures and the quality-statistics series. */
  queryQualityStaticData: getEndpoint<undefined, Content.QualityStaticData>('/api/staticData/queryQualityStaticData'),
  getProtocol: getEndpoint<typeof Content.getProtocolQuerySchema, Content.SysProtocol>('/api/sysProtocol/getProtocol'),
} as const;
