import type * as AdminContent from '../admin-content';
import { getEndpoint, postEndpoint } from '../endpoint';

/**
 * `adminContentCalls`: Issue #11, the console's content management: articles, their categories, adverts (operator-only, every change in the audit log).
 * @tcm/shared re-exports this file as a namespace (`export * as adminContentCalls`), so a page carries only
 * the descriptors it uses.
 */

export const articleQuery = getEndpoint<typeof AdminContent.adminArticleQuerySchema, AdminContent.AdminArticlePage>('/api/admin/article/query');
export const articleGet = getEndpoint<typeof AdminContent.adminContentIdSchema, AdminContent.AdminArticleDetail>('/api/admin/article/get');
/** Saved as 待发布; answers the new id. */
export const articleCreate = postEndpoint<typeof AdminContent.adminArticleCreateSchema, { id: number }>('/api/admin/article/create');
export const articleUpdate = postEndpoint<typeof AdminContent.adminArticleUpdateSchema, null>('/api/admin/article/update');
export const publish = postEndpoint<typeof AdminContent.adminContentIdSchema, null>('/api/admin/article/publish');
export const withdraw = postEndpoint<typeof AdminContent.adminContentIdSchema, null>('/api/admin/article/withdraw');
/** Pins an article to the head of the public lists, or unpins it. */
export const pin = postEndpoint<typeof AdminContent.adminArticlePinSchema, null>('/api/admin/article/pin');
export const articleDelete = postEndpoint<typeof AdminContent.adminContentIdSchema, null>('/api/admin/article/delete');

/** The two-level category tree with article counts. */
export const tree = getEndpoint<undefined, AdminContent.AdminCategoryNode[]>('/api/admin/articleCategory/tree');
export const articleCategoryCreate = postEndpoint<typeof AdminContent.adminCategoryCreateSchema, { id: number }>('/api/admin/articleCategory/create');
export const articleCategoryUpdate = postEndpoint<typeof AdminContent.adminCategoryUpdateSchema, null>('/api/admin/articleCategory/update');
export const articleCategoryDelete = postEndpoint<typeof AdminContent.adminContentIdSchema, null>('/api/admin/articleCategory/delete');

export const advertQuery = getEndpoint<typeof AdminContent.adminAdvertQuerySchema, AdminContent.AdminAdvertRow[]>('/api/admin/advert/query');
export const advertCreate = postEndpoint<typeof AdminContent.adminAdvertCreateSchema, { id: number }>('/api/admin/advert/create');
export const advertUpdate = postEndpoint<typeof AdminContent.adminAdvertUpdateSchema, null>('/api/admin/advert/update');
/** Enables an advert, or disables it (it leaves the home page). */
export const enable = postEndpoint<typeof AdminContent.adminAdvertEnableSchema, null>('/api/admin/advert/enable');
export const advertDelete = postEndpoint<typeof AdminContent.adminContentIdSchema, null>('/api/admin/advert/delete');
