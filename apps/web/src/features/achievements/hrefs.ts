import { paths } from '@/config/paths';

export const achievementHref = (id: number): string => `${paths.achievementDetail.path}?id=${id}`;

/** §9: list tiles ask a public image for its 180-px thumbnail. */
export function thumbnailUrl(url: string): string {
  return url.startsWith('/files/') && !url.includes('?') ? `${url}?w=180` : url;
}
