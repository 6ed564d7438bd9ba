import { paths } from '@/config/paths';

/** Links into the institution pages; the query names match what those pages read. */
export const institutionHref = (id: number): string => `${paths.organizationDetail.path}?id=${id}`;
export const evaluationsHref = (id: number): string => `${paths.organizationEvaluate.path}?id=${id}`;

/** §9: list tiles ask a public image for its 180-px thumbnail. */
export function thumbnailUrl(url: string): string {
  return url.startsWith('/files/') && !url.includes('?') ? `${url}?w=180` : url;
}
