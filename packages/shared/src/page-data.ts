/**
 * Data the server writes into index.html for a page's first screen (issue #18, LCP), as
 * <script type="application/json" id="…">: the web reads it instead of making the call.
 */
export const PAGE_DATA_IDS = {
  /** On `/` and `/home`: what GET api/advertInfo/findAdvertInfo?position=home_banner answers. */
  homeBanners: 'tcm-page-data-home-banners',
} as const;
