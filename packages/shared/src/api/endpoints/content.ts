import type {
  AdvertInfo,
  ArticleCategory,
  ArticleDetail,
  ArticleSummary,
  ArticleViewCount,
  NewsRecord,
  PubsInformation,
  PubsInformationDetail,
  QualityStaticData,
  SearchHit,
  SysProtocol,
  countArticleViewBodySchema,
  findAdvertInfoQuerySchema,
  findArticleCategoryQuerySchema,
  findArticleInfoQuerySchema,
  findNewsRecordQuerySchema,
  findSearchBoxQuerySchema,
  getArticleInfoQuerySchema,
  getInformationQuerySchema,
  getProtocolQuerySchema,
  queryArticleCategoryQuerySchema,
  queryArticleInfoQuerySchema,
  queryInformationQuerySchema,
} from '../content';
import { getEndpoint, postEndpoint } from '../endpoint';
import type { PageResult } from '../pagination';

/** §7: the public information calls (articles, categories, adverts, news flashes, notices, statistics, protocols). */
export const contentCalls = {
  /** The categories, paged (§7 lists it without the /api prefix). */
  findArticleCategory: getEndpoint<typeof findArticleCategoryQuerySchema, PageResult<ArticleCategory>>('/articleCategory/findArticleCategory'),
  /** The children of a category; parentId 0 gives the top level. */
  queryArticleCategory: getEndpoint<typeof queryArticleCategoryQuerySchema, ArticleCategory[]>('/articleCategory/queryArticleCategory'),
  /** Approved articles, paged; a category with its children, pinned first. */
  findArticleInfo: getEndpoint<typeof findArticleInfoQuerySchema, PageResult<ArticleSummary>>('/api/articleInfo/findArticleInfo'),
  /** The newest approved articles of a category, unpaged. */
  queryArticleInfo: getEndpoint<typeof queryArticleInfoQuerySchema, ArticleSummary[]>('/api/articleInfo/queryArticleInfo'),
  getArticleInfo: getEndpoint<typeof getArticleInfoQuerySchema, ArticleDetail>('/api/articleInfo/getArticleInfo'),
  /** Ours: one view of an article, answered with the new count (a GET changes nothing, issue #17). */
  countArticleView: postEndpoint<typeof countArticleViewBodySchema, ArticleViewCount>('/api/articleInfo/countArticleView'),
  /** The news search, hits split into matched runs. */
  findSearchBox: getEndpoint<typeof findSearchBoxQuerySchema, PageResult<SearchHit>>('/api/articleInfo/findSearchBox'),
  findAdvertInfo: getEndpoint<typeof findAdvertInfoQuerySchema, AdvertInfo[]>('/api/advertInfo/findAdvertInfo'),
  /** The platform's news flashes (快讯), newest first. */
  findNewsRecord: getEndpoint<typeof findNewsRecordQuerySchema, PageResult<NewsRecord>>('/api/newsRecord/findNewsRecord'),
  /** Public notices (公示公告), newest first. */
  queryInformation: getEndpoint<typeof queryInformationQuerySchema, PageResult<PubsInformation>>('/api/pubsInformation/queryInformation'),
  getInformation: getEndpoint<typeof getInformationQuerySchema, PubsInformationDetail>('/api/pubsInformation/getInformation'),
  /** Platform figures and the quality-statistics series. */
  queryQualityStaticData: getEndpoint<undefined, QualityStaticData>('/api/staticData/queryQualityStaticData'),
  getProtocol: getEndpoint<typeof getProtocolQuerySchema, SysProtocol>('/api/sysProtocol/getProtocol'),
} as const;
