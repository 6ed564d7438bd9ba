import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  RETCODE,
  type adminAdvertCreateSchema,
  type adminAdvertEnableSchema,
  type adminAdvertUpdateSchema,
  type adminArticleCreateSchema,
  type adminArticlePinSchema,
  type adminArticleUpdateSchema,
  type adminCategoryCreateSchema,
  type adminCategoryUpdateSchema,
  type adminContentIdSchema,
  type ApiEnvelope,
} from '@tcm/shared';
import type { z } from 'zod';
import { request } from '@/lib/request';
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

/** Resolves with the envelope (a refusal is the caller's to show); on success every content query refreshes. */
export function useContentAction<A extends ContentActionName>(action: A) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContentActionBodies[A]): Promise<ApiEnvelope<unknown>> => request.post<unknown>(`/api/admin/${action}`, body),
    onSuccess: (result) => {
      if (result.retcode !== RETCODE.SUCCESS) return;
      void queryClient.invalidateQueries({ queryKey: [ADMIN_CONTENT_KEY] });
      // The portal's banners are cached for minutes (features/content): an operator going home sees the change now.
      if (action.startsWith('advert/')) void queryClient.invalidateQueries({ queryKey: ['adverts'] });
    },
  });
}
