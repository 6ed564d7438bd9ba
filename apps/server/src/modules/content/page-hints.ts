import { PAGE_DATA_IDS, type AdvertInfo } from '@tcm/shared';

const HOME_PATHS = new Set(['/', '/home']);

const attribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
/** JSON that cannot end its <script> (or open a comment) whatever the data holds. */
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/**
 * Tags index.html names up front for a page (issue #18, LCP): on `/` and `/home`, the first home
 * banner's image, the page's largest paint, is preloaded at high priority, and the banner list
 * itself comes inline (PAGE_DATA_IDS.homeBanners), so the carousel renders its first slide as soon
 * as the page's code runs instead of after another call. Read on every such load (a few enabled
 * rows by an index), so a banner an operator just changed is never shown stale.
 */
export function createPageHints(info: { adverts: (position: string) => Promise<AdvertInfo[]> }) {
  return async (pathname: string): Promise<readonly string[]> => {
    if (!HOME_PATHS.has(pathname)) return [];
    const banners = await info.adverts('home_banner');
    const [first] = banners;
    if (!first) return [];
    return [
      `<link rel="preload" as="image" href="${attribute(first.imageUrl)}" fetchpriority="high">`,
      `<script type="application/json" id="${PAGE_DATA_IDS.homeBanners}">${scriptJson(banners)}</script>`,
    ];
  };
}
