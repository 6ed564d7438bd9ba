import { COLLECT_TYPE, type CollectType } from '@tcm/shared';
import { paths } from '@/config/paths';

/**
 * Where a favourite leads. A test service has no page of its own (it is ordered from its
 * institution), so it stays plain text: null.
 */
export function collectItemHref(collectType: CollectType, itemId: number): string | null {
  switch (collectType) {
    case COLLECT_TYPE.INSTITUTION:
      return `${paths.organizationDetail.path}?id=${itemId}`;
    case COLLECT_TYPE.STANDARD:
      return `${paths.standardDetail.path}?id=${itemId}`;
    case COLLECT_TYPE.PRODUCT:
      return `${paths.mallDetail.path}?id=${itemId}`;
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
