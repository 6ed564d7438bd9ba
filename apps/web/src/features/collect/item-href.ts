import { COLLECT_TYPE, type CollectType } from '@tcm/shared';
import { paths } from '@/config/paths';

/**
 * Where a favourite leads. Test services and products have no page of their own yet
 * (the ordering and mall issues bring them), so they stay plain text: null.
 */
export function collectItemHref(collectType: CollectType, itemId: number): string | null {
  switch (collectType) {
    case COLLECT_TYPE.INSTITUTION:
      return `${paths.organizationDetail.path}?id=${itemId}`;
    case COLLECT_TYPE.STANDARD:
      return `${paths.standardDetail.path}?id=${itemId}`;
    case COLLECT_TYPE.ARTICLE:
      return `${paths.newsDetail.path}?id=${itemId}`;
    default:
      return null;
  }
}

/** A tile-sized image: public files get the §9 180-px thumbnail; other addresses stay as they are. */
export function thumbnailOf(url: string): string {
  return url.startsWith('/files/') && !url.includes('?') ? `${url}?w=180` : url;
}
