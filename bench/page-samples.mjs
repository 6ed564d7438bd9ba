// The address Lighthouse opens for a route, when the bare path is not what a visitor would see:
// a query a page needs (a search word, an id of a generated row). Keyed by the route table's
// path. Routes not listed here are opened at their path.

/** @type {Record<string, string>} */
export const PAGE_SAMPLES = {
  '/search': `/search?searchStr=${encodeURIComponent('人参')}&salt=1`,
};
