import type * as AdminContent from '../admin-content';
import { getEndpoint, postEndpoint } from '../endpoint';

/** Issue #11, the console's content management: articles, their categories, adverts (operator-only, every change in the audit log). */
export const adminContentCalls = {
  articleQuery: getEndpoint<typeof AdminContent.adminArticleQuerySchema, AdminContent.AdminArticlePage>('/api/admin/article/query'),
  articleGet: getEndpoint<typeof AdminContent.adminContentIdSchema, AdminContent.AdminArticleDetail>('/api/admin/article/get'),
  /** Saved as 待发布; answers the new id. */
  articleCreate: postEndpoint<typeof AdminContent.adminArticleCreateSchema, { id: number }>('/api/admin/article/create'),
  articleUpdate: postEndpoint<typeof AdminContent.adminArticleUpdateSchema, null>('/api/admin/article/update'),
  publish: postEndpoint<typeof AdminContent.adminContentIdSchema, null>('/api/admin/article/publish'),
  withdraw: postEndpoint<typeof AdminContent.adminContentIdSchema, null>('/api/admin/article/withdraw'),
  /** Pins an article to the head of the public lists, or unpins it. */
  pin: postEndpoint<typeof AdminContent.adminArticlePinSchema, null>('/api/admin/article/pin'),
  articleDelete: postEndpoint<typeof AdminContent.adminContentIdSchema, null>('/api/admin/article/delete'),

  /** The two-level category tree with article counts. */
  tree: getEndpoint<undefined, AdminContent.AdminCategoryNode[]>('/api/admin/articleCategory/tree'),
  articleCategoryCreate: postEndpoint<typeof AdminContent.adminCategoryCreateSchema, { id: number }>('/api/admin/articleCategory/create'),
  articleCategoryUpdate: postEndpoint<typeof AdminContent.adminCategoryUpdateSchema, null>('/api/admin/articleCategory/update'),
  articleCategoryDelete: postEndpoint<typeof AdminContent.adminContentIdSchema, null>('/api/admin/articleCategory/delete'),

  advertQuery: getEndpoint<typeof AdminContent.adminAdvertQuerySchema, AdminContent.AdminAdvertRow[]>('/api/admin/advert/query'),
  advertCreate: postEndpoint<typeof AdminContent.adminAdvertCreateSchema, { id: number }>('/api/admin/advert/create'),
  advertUpdate: postEndpoint<typeof AdminContent.adminAdvertUpdateSchema, null>('/api/admin/advert/update'),
  /** Enables an advert, or disables it (it leaves the home page). */
  enable: postEndpoint<typeof AdminContent.adminAdvertEnableSchema, null>('/api/admin/advert/enable'),
  advertDelete: postEndpoint<typeof AdminContent.adminContentIdSchema, null>('/api/admin/advert/delete'),
} as const;
