import { paths } from '@/config/paths';

/** Links into the news pages; the query names match what those pages read. */
export const articleHref = (id: number): string => `${paths.newsDetail.path}?id=${id}`;

export const newsListHref = (categoryId?: number | null): string =>
  categoryId ? `${paths.newsList.path}?categoryId=${categoryId}` : paths.newsList.path;


/** 公示公告: the notice list (optionally of one type) and one notice. */
export const noticesHref = (infoType?: string | null): string =>
  infoType ? `${paths.newsNotices.path}?infoType=${encodeURIComponent(infoType)}` : paths.newsNotices.path;
export const noticeHref = (id: number): string => `${paths.newsNotice.path}?id=${id}`;
