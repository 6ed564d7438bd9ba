import { useQuery } from '@tanstack/react-query';
import { adminContentCalls } from '@tcm/shared';
import { callQueryOptions } from '@/lib/call-query';
import { ADMIN_CONTENT_KEY } from './query-keys';

/** GET api/admin/article/get?id=: the article as stored, for the form. */
export const useAdminArticle = (id: number | null) =>
  useQuery({ ...callQueryOptions(adminContentCalls.articleGet, { id: id ?? 0 }, [ADMIN_CONTENT_KEY, 'article', id ?? 0]), enabled: id !== null });
