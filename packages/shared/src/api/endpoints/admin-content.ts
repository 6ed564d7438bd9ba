import type {
  AdminAdvertRow,
  AdminArticleDetail,
  AdminArticlePage,
  AdminCategoryNode,
  adminAdvertCreateSchema,
  adminAdvertEnableSchema,
  adminAdvertQuerySchema,
  adminAdvertUpdateSchema,
  adminArticleCreateSchema,
  adminArticlePinSchema,
  adminArticleQuerySchema,
  adminArticleUpdateSchema,
  adminCategoryCreateSchema,
  adminCategoryUpdateSchema,
  adminContentIdSchema,
} from '../admin-content';
import { getEndpoint, postEndpoint } from '../endpoint';

/** Issue #11, the console's content management: articles, their categories, adverts (operator-only, every change in the audit log). */
export const adminContentCalls = {
  articleQuery: getEndpoint<typeof adminArticleQuerySchema, AdminArticlePage>('/api/admin/article/query'),
  articleGet: getEndpoint<typeof adminContentIdSchema, AdminArticleDetail>('/api/admin/article/get'),
  /** Saved as 待发布; answers the new id. */
  articleCreate: postEndpoint<typeof adminArticleCreateSchema, { id: number }>('/api/admin/article/create'),
  articleUpdate: postEndpoint<typeof adminArticleUpdateSchema, null>('/api/admin/article/update'),
  publish: postEndpoint<typeof adminContentIdSchema, null>('/api/admin/article/publish'),
  withdraw: postEndpoint<typeof adminContentIdSchema, null>('/api/admin/article/withdraw'),
  /** Pins an article to the head of the public lists, or unpins it. */
  pin: postEndpoint<typeof adminArticlePinSchema, null>('/api/admin/article/pin'),
  articleDelete: postEndpoint<typeof adminContentIdSchema, null>('/api/admin/article/delete'),

  /** The two-level category tree with article counts. */
  tree: getEndpoint<undefined, AdminCategoryNode[]>('/api/admin/articleCategory/tree'),
  articleCategoryCreate: postEndpoint<typeof adminCategoryCreateSchema, { id: number }>('/api/admin/articleCategory/create'),
  articleCategoryUpdate: postEndpoint<typeof adminCategoryUpdateSchema, null>('/api/admin/articleCategory/update'),
  articleCategoryDelete: postEndpoint<typeof adminContentIdSchema, null>('/api/admin/articleCategory/delete'),

  advertQuery: getEndpoint<typeof adminAdvertQuerySchema, AdminAdvertRow[]>('/api/admin/advert/query'),
  advertCreate: postEndpoint<typeof adminAdvertCreateSchema, { id: number }>('/api/admin/advert/create'),
  advertUpdate: postEndpoint<typeof adminAdvertUpdateSchema, null>('/api/admin/advert/update'),
  /** Enables an advert, or disables it (it leaves the home page). */
  enable: postEndpoint<typeof adminAdvertEnableSchema, null>('/api/admin/advert/enable'),
  advertDelete: postEndpoint<typeof adminContentIdSchema, null>('/api/admin/advert/delete'),
} as const;
