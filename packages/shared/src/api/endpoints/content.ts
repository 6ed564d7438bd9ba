import type * as Content from '../content';
import { getEndpoint, postEndpoint } from '../endpoint';
import type * as Pagination from '../pagination';

/**
 * `contentCalls`: §7: the public information calls (articles, categories, adverts, news flashes, notices, statistics, protocols).
 * @tcm/shared re-exports this file as a namespace (`export * as contentCalls`), so a page carries only
 * the descriptors it uses.
 */

/** The categories, paged (§7 lists it without the /api prefix). */
export const findArticleCategory = getEndpoint<typeof Content.findArticleCategoryQuerySchema, Pagination.PageResult<Content.ArticleCategory>>('/articleCategory/findArticleCategory');
/** The children of a category; parentId 0 gives the top level. */
export const queryArticleCategory = getEndpoint<typeof Content.queryArticleCategoryQuerySchema, Content.ArticleCategory[]>('/articleCategory/queryArticleCategory');
/** Approved articles, paged; a category with its children, pinned first. */
export const findArticleInfo = getEndpoint<typeof Content.findArticleInfoQuerySchema, Pagination.PageResult<Content.ArticleSummary>>('/api/articleInfo/findArticleInfo');
/** The newest approved articles of a category, unpaged. */
export const queryArticleInfo = getEndpoint<typeof Content.queryArticleInfoQuerySchema, Content.ArticleSummary[]>('/api/articleInfo/queryArticleInfo');
export const getArticleInfo = getEndpoint<typeof Content.getArticleInfoQuerySchema, Content.ArticleDetail>('/api/articleInfo/getArticleInfo');
/** Ours: one view of an article, answered with the new count (a GET changes nothing, issue #17). */
export const countArticleView = postEndpoint<typeof Content.countArticleViewBodySchema, Content.ArticleViewCount>('/api/articleInfo/countArticleView');
/** The news search, hits split into matched runs. */
export const findSearchBox = getEndpoint<typeof Content.findSearchBoxQuerySchema, Pagination.PageResult<Content.SearchHit>>('/api/articleInfo/findSearchBox');
export const findAdvertInfo = getEndpoint<typeof Content.findAdvertInfoQuerySchema, Content.AdvertInfo[]>('/api/advertInfo/findAdvertInfo');
/** The platform's news flashes (快讯), newest first. */
export const findNewsRecord = getEndpoint<typeof Content.findNewsRecordQuerySchema, Pagination.PageResult<Content.NewsRecord>>('/api/newsRecord/findNewsRecord');
/** Public notices (公示公告), newest first. */
export const queryInformation = getEndpoint<typeof Content.queryInformationQuerySchema, Pagination.PageResult<Content.PubsInformation>>('/api/pubsInformation/queryInformation');
export const getInformation = getEndpoint<typeof Content.getInformationQuerySchema, Content.PubsInformationDetail>('/api/pubsInformation/getInformation');
/** Platform figures and the quality-statistics series. */
export const queryQualityStaticData = getEndpoint<undefined, Content.QualityStaticData>('/api/staticData/queryQualityStaticData');
export const getProtocol = getEndpoint<typeof Content.getProtocolQuerySchema, Content.SysProtocol>('/api/sysProtocol/getProtocol');
