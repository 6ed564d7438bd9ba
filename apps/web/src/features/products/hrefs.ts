import { paths } from '@/config/paths';

/** Links into the mall pages; the query names match what those pages read. */
export const productHref = (id: number): string => `${paths.mallDetail.path}?id=${id}`;
export const supplierProductsHref = (supplierId: number): string => `${paths.mall.path}?supplierId=${supplierId}`;

/** §9: list tiles ask a public image for its 180-px thumbnail. */
export function thumbnailUrl(url: string): string {
  return url.startsWith('/files/') && !url.includes('?') ? `${url}?w=180` : url;
}
