import type { AdvertInfo } from '@tcm/shared';

const HOME_PATHS = new Set(['/', '/home']);

const attribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * Tags index.html names up front for a page (issue #18, LCP): on `/` and `/home`, the first home
 * banner's image, the page's largest paint, is preloaded at high priority, so its download starts
 * with the document instead of after the entry, the page's chunks and the banner call. Read on
 * every such load (a few enabled rows by an index), so a banner an operator just changed is never
 * preloaded stale.
 */
export function createPageHints(info: { adverts: (position: string) => Promise<AdvertInfo[]> }) {
  return async (pathname: string): Promise<readonly string[]> => {
    if (!HOME_PATHS.has(pathname)) return [];
    const [first] = await info.adverts('home_banner');
    return first ? [`<link rel="preload" as="image" href="${attribute(first.imageUrl)}" fetchpriority="high">`] : [];
  };
}
