import {
  type adminAdvertCreateSchema,
  type adminAdvertEnableSchema,
  type adminAdvertUpdateSchema,
  type adminArticleCreateSchema,
  type adminArticlePinSchema,
  type adminArticleUpdateSchema,
  type adminCategoryCreateSchema,
  type adminCategoryUpdateSchema,
  type adminContentIdSchema,
} from '@tcm/shared';
import type { z } from 'zod';
import { useAdminPost } from '@/lib/use-admin-post';
import { ADMIN_CONTENT_KEY } from './query-keys';

type Id = z.input<typeof adminContentIdSchema>;

/**
 * POST api/admin/article|articleCategory|advert/<action>: the operator's changes. One file for all
 * of them because they differ only in the path and the body; the bodies come from the shared schemas.
 */
export interface ContentActionBodies {
  'article/create': z.input<typeof adminArticleCreateSchema>;
  'article/update': z.input<typeof adminArticleUpdateSchema>;
  'article/publish': Id;
  'article/withdraw': Id;
  'article/pin': z.input<typeof adminArticlePinSchema>;
  'article/delete': Id;
  'articleCategory/create': z.input<typeof adminCategoryCreateSchema>;
  'articleCategory/update': z.input<typeof adminCategoryUpdateSchema>;
  'articleCategory/delete': Id;
  'advert/create': z.input<typeof adminAdvertCreateSchema>;
  'advert/update': z.input<typeof adminAdvertUpdateSchema>;
  'advert/enable': z.input<typeof adminAdvertEnableSchema>;
  'advert/delete': Id;
}
export type ContentActionName = keyof ContentActionBodies;

/** The console's POST for `action`; a saved advert also refreshes the portal's cached banners (features/content keeps them for minutes). */
export function useContentAction<A extends ContentActionName>(action: A) {
  return useAdminPost<ContentActionBodies[A]>(action, action.startsWith('advert/') ? [[ADMIN_CONTENT_KEY], ['adverts']] : [[ADMIN_CONTENT_KEY]]);
}
