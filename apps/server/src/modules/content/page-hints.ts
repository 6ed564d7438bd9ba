import type { AdvertInfo } from '@tcm/shared';

/** How long the first banner's address is reused between page loads. */
const BANNER_TTL_MS = 10_000;
const HOME_PATHS = new Set(['/', '/home']);

const attribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * Tags index.html names up front for a page (issue #18, LCP): on `/` and `/home`, the first home
 * banner's image, the page's largest paint, is preloaded at high priority, so its download starts
 * with the document instead of after the entry, the page's chunks and the banner call. The
 * address is read at most every 10 s; a banner changed meanwhile costs one wasted preload.
 */
export function createPageHints(info: { adverts: (position: string) => Promise<AdvertInfo[]> }, now: () => number = Date.now) {
  let cached: { at: number; tags: readonly string[] } | null = null;

  async function bannerTags(): Promise<readonly string[]> {
    if (cached && now() - cached.at < BANNER_TTL_MS) return cached.tags;
    const [first] = await info.adverts('home_banner');
    const tags = first ? [`<link rel="preload" as="image" href="${attribute(first.imageUrl)}" fetchpriority="high">`] : [];
    cached = { at: now(), tags };
    return tags;
  }

  return async (pathname: string): Promise<readonly string[]> => (HOME_PATHS.has(pathname) ? bannerTags() : []);
}
