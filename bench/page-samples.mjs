// The address Lighthouse opens for a route, when the bare path is not what a visitor would see:
// a query a page needs (a search word, an id of a generated row). Keyed by the route table's
// path. Routes not listed here are opened at their path.

/** @type {Record<string, string>} */
export const PAGE_SAMPLES = {
  '/search': `/search?searchStr=${encodeURIComponent('人参')}&salt=1`,
  // Detail pages opened on a row of the demo data (which every bench data set starts from): without
  // an id they show 未找到, which is neither their weight nor their layout.
  '/standard/detail': '/standard/detail?id=1',
  '/organization/detail': '/organization/detail?id=1',
  '/organization/evaluate': '/organization/evaluate?id=1',
  '/news/detail': '/news/detail?id=1',
  '/news/notice': '/news/notice?id=1',
  '/pharmacopoeia/detail': '/pharmacopoeia/detail?id=1',
  '/mall/detail': '/mall/detail?id=1',
  '/achievement/detail': '/achievement/detail?id=1',
  '/report/verify': '/report/verify?code=DEMO11K7QX2M',
};
